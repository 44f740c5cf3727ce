import type { InstantKeyType, PayoutKind, PayoutScheme } from '@tessera/contract';
import type { Executor } from '../db/client.ts';
import type { WebhookHeaders } from './standard-webhooks.ts';

/**
 * The payout rails Tessera sends money out by (decision 0040), behind one interface
 * (DESIGN §1): modules get the implementation from the composition root and never import one. A
 * rail accepts a payout, then reports its outcome later through a signed webhook that
 * {@link PayoutRail.parseWebhook} verifies. The sandbox rail (`sandbox-payout-rail.ts`) behaves like
 * a real one; a real provider is another file implementing this interface.
 */

/** A payout handed to the rail: amounts in minor units of `currencyCode`. */
export interface PayoutOrder {
  /** Tessera's payout id: the rail answers the same reference for the same id (idempotent sends). */
  payoutId: string;
  kind: PayoutKind;
  scheme: PayoutScheme;
  amountMinor: bigint;
  currencyCode: string;
  beneficiaryName: string;
  beneficiaryCountryCode: string;
  /**
   * Where the money goes: the routing fields of the kind (IBAN and BIC, routing and account number,
   * PIX key …); for a card payout only the card token from {@link PayoutRail.tokenizeCard}.
   */
  destination: Readonly<Record<string, string>>;
  reference?: string;
}

/** What a rail tells about a payout it accepted: settled, failed (never reached the beneficiary) or returned after settlement. */
export interface RailEvent {
  /** The event's unique id (the `webhook-id`): a replay carries the same id. */
  id: string;
  type: 'payout.settled' | 'payout.failed' | 'payout.returned' | 'payment.received';
  railReference: string;
  /** The rail's reason code of a failure or return (ISO 20022 / ACH return codes, card decline codes). */
  code?: string;
  occurredAt: Date;
  /** For 'payment.received': the bank payment that arrived (amount a decimal string in its currency). */
  payment?: IncomingBankPayment;
}

/** A bank payment that reached Tessera's account at the rail, for a customer. */
export interface IncomingBankPayment {
  amount: string;
  currencyCode: string;
  /** What the payer quoted (a deposit reference, or anything). */
  reference: string;
  senderName: string;
  senderAccount?: string;
}

/** A card saved at the rail's vault: Tessera keeps only the token, the BIN and the last four digits. */
export interface CardToken {
  token: string;
  bin: string;
  last4: string;
}

/** The owner of a PIX key as the instant-payment directory (DICT) answers it. */
export interface InstantKeyOwner {
  found: boolean;
  name?: string;
  /** Masked: only the first three and last two digits shown. */
  taxId?: string;
  bankName?: string;
}

/** A webhook that is not the rail's: a bad or missing signature, a stale timestamp, or an unreadable body. */
export class RailWebhookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RailWebhookError';
  }
}

/** A payout the rail refused when it was sent (no webhook follows): its reason code. */
export class RailRefusal extends Error {
  constructor(readonly code: string) {
    super(`the rail refused the payout: ${code}`);
    this.name = 'RailRefusal';
  }
}

/** One payout rail provider. */
export interface PayoutRail {
  /** The provider's name in the webhook path `/api/webhooks/rails/{rail}`. */
  readonly name: string;
  /** Saves a card number at the provider's vault; the full number goes no further than this call. */
  tokenizeCard(db: Executor, cardNumber: string): Promise<CardToken>;
  /**
   * Sends a payout. The same `payoutId` sent twice answers the same reference and pays once.
   * @throws RailRefusal when the provider refuses it outright; another Error when it cannot be reached (retry).
   */
  send(db: Executor, order: PayoutOrder): Promise<{ railReference: string }>;
  /**
   * Verifies and reads a webhook from this provider: its headers and the body's exact text.
   * @throws RailWebhookError when the signature, the timestamp or the body is not right.
   */
  parseWebhook(headers: WebhookHeaders, rawBody: string): RailEvent;
  /** Looks up who owns a PIX key (the instant-payment directory). */
  lookupInstantKey(db: Executor, type: InstantKeyType, key: string): Promise<InstantKeyOwner>;
  /** Sandbox only: a bank payment arrives; the provider reports it by its signed webhook later. */
  simulateIncomingPayment?(db: Executor, payment: IncomingBankPayment): Promise<{ railReference: string }>;
  /** Sandbox only: reports an incoming payment to Tessera by a signed webhook (its background job calls this). */
  deliverSandboxIncoming?(event: {
    railReference: string;
    timestamp: string;
    payment: IncomingBankPayment;
  }): Promise<void>;
  /** Sandbox only: delivers the provider's next webhook for a payout (its background job calls this). */
  deliverSandboxEvent?(db: Executor, railReference: string): Promise<'delivered' | 'nothing-due'>;
}
