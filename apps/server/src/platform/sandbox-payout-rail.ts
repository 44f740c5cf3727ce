import { createHash, randomBytes } from 'node:crypto';
import { digitsOf, type InstantKeyType, type PayoutScheme } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import { defineJob, enqueueJob } from './jobs.ts';
import { verifyStandardWebhook } from './standard-webhooks.ts';
import {
  RailWebhookError,
  type CardToken,
  type InstantKeyOwner,
  type PayoutOrder,
  type PayoutRail,
  type RailEvent,
} from './payout-rail.ts';
import { railsSandboxCards, railsSandboxPayouts } from './platform.schema.ts';

/**
 * A sandbox rail reference: `prefix`, a dash and 20 upper-case hex digits (80 random bits from the
 * operating system's CSPRNG), e.g. `SBX-9F2C04A1B7E35D60C8AA`. Random rather than cut from a
 * UUIDv7: a v7's leading 20 digits are its millisecond and a counter, shared by ids made back to
 * back, and two payouts or incoming payments with one reference collided (finding N-L3,
 * decision 0138). At 80 bits a collision is expected after about 10^12 references.
 */
export function newRailReference(prefix: 'SBX' | 'SBI'): string {
  return `${prefix}-${randomBytes(10).toString('hex').toUpperCase()}`;
}

/**
 * The sandbox payout rail (decision 0040): it behaves like a real provider. A payout is
 * accepted at once; its outcome comes later, after `settleSeconds`, as a Standard Webhooks signed
 * POST to Tessera's own webhook endpoint (the configured URL, never a request's Host), retried with
 * back-off until it is answered 2xx. Documented magic values let a person try every outcome:
 *
 * - beneficiary name containing "fail": the payout fails (scheme's code: AC01 wire, R03 ACH, AC04 SEPA …);
 * - beneficiary name containing "return": it settles, then is returned after another `settleSeconds`
 *   (R02 ACH "account closed", AC04 elsewhere);
 * - a card number ending in 0002: the card payout fails with `card_declined`; ending in 0069: `expired_card`;
 * - PIX key owners: every valid key is found, except keys containing "404" (not found).
 */

/** The scheme's failure and return codes (ISO 20022 reasons; NACHA return codes for ACH). */
function failureCode(scheme: PayoutScheme): string {
  switch (scheme) {
    case 'ach':
      return 'R03';
    case 'sepa':
      return 'AC04';
    case 'interac':
      return 'declined';
    case 'blockchain':
      return 'address_rejected';
    default:
      return 'AC01';
  }
}

function returnCode(scheme: PayoutScheme): string {
  return scheme === 'ach' ? 'R02' : 'AC04';
}

/** The outcome the sandbox plays for a payout, from its magic values. */
function outcomeOf(order: PayoutOrder, card: { outcome: string; code: string | null } | undefined) {
  const name = order.beneficiaryName.toLowerCase();
  if (card && card.outcome === 'fail') return { outcome: 'fail' as const, code: card.code ?? 'card_declined' };
  if (name.includes('fail')) return { outcome: 'fail' as const, code: failureCode(order.scheme) };
  if (name.includes('return')) return { outcome: 'return' as const, code: returnCode(order.scheme) };
  return { outcome: 'settle' as const, code: null };
}

/** The webhook body the sandbox sends (the shape a real provider's adapter maps into a {@link RailEvent}). */
const sandboxEventSchema = z.object({
  type: z.enum(['payout.settled', 'payout.failed', 'payout.returned', 'payment.received']),
  timestamp: z.iso.datetime(),
  data: z.object({
    railReference: z.string().min(1).max(64),
    code: z.string().max(32).optional(),
    /** payment.received only: the bank payment. */
    payment: z
      .object({
        amount: z.string().regex(/^\d{1,15}(\.\d{1,8})?$/),
        currencyCode: z.string().regex(/^[A-Z]{3,5}$/),
        reference: z.string().max(140),
        senderName: z.string().min(1).max(140),
        senderAccount: z.string().max(64).optional(),
      })
      .optional(),
  }),
});

/** The sandbox's incoming bank payment job: reports one payment to Tessera, retried until answered 2xx. */
export const railsSandboxIncomingJob = defineJob({
  name: 'rails-sandbox-incoming',
  schedule: 'on-demand',
  maxAttempts: 20,
  payload: z.object({
    railReference: z.string(),
    timestamp: z.string(),
    payment: z.object({
      amount: z.string(),
      currencyCode: z.string(),
      reference: z.string(),
      senderName: z.string(),
      senderAccount: z.string().optional(),
    }),
  }),
  run: async (payload, { adapters }) => {
    const rail = adapters?.payoutRail;
    if (!rail?.deliverSandboxIncoming) return 0;
    await rail.deliverSandboxIncoming(payload);
    return 1;
  },
});

/** What the sandbox needs: its signing secret, Tessera's webhook URL, the delay, and how to POST. */
export interface SandboxRailOptions {
  /** Standard Webhooks secret (`whsec_` + base64), shared with the receiver. */
  webhookSecret: string;
  /** Tessera's own endpoint, e.g. http://127.0.0.1:8080/api/webhooks/rails/sandbox. */
  webhookUrl: string;
  /** Seconds between acceptance and the outcome (and between settlement and a return). */
  settleSeconds: number;
  /** POSTs a webhook; defaults to fetch. @returns the HTTP status. */
  post?: (url: string, headers: Record<string, string>, body: string) => Promise<number>;
}

/** The sandbox rail's on-demand job: delivers the next webhook of one payout, retried until answered 2xx. */
export const railsSandboxDeliveryJob = defineJob({
  name: 'rails-sandbox-delivery',
  schedule: 'on-demand',
  maxAttempts: 20,
  payload: z.object({ railReference: z.string() }),
  run: async (payload, { db, adapters }) => {
    const rail = adapters?.payoutRail;
    if (!rail?.deliverSandboxEvent) return 0;
    return (await rail.deliverSandboxEvent(db, payload.railReference)) === 'delivered' ? 1 : 0;
  },
});

async function defaultPost(url: string, headers: Record<string, string>, body: string): Promise<number> {
  const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  await response.body?.cancel();
  return response.status;
}

/** Signs a sandbox webhook body as the sandbox provider does (Standard Webhooks v1); tests use it to forge or replay events. */
export function signSandboxWebhook(secret: string, id: string, body: string, at = new Date()): Record<string, string> {
  const signature = new Webhook(secret).sign(id, at, body);
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

/** The sandbox rail, with `options`. */
export function createSandboxPayoutRail(options: SandboxRailOptions): PayoutRail {
  const post = options.post ?? defaultPost;
  const verifier = new Webhook(options.webhookSecret);

  async function scheduleDelivery(db: Executor, railReference: string, at: Date): Promise<void> {
    await enqueueJob(
      db,
      railsSandboxDeliveryJob,
      { railReference },
      { runAt: at, dedupeKey: `${railReference}:${at.getTime()}` },
    );
  }

  return {
    name: 'sandbox',

    async tokenizeCard(db, cardNumber): Promise<CardToken> {
      const digits = digitsOf(cardNumber);
      const last4 = digits.slice(-4);
      const outcome = last4 === '0002' ? 'fail' : last4 === '0069' ? 'fail' : 'settle';
      const code = last4 === '0002' ? 'card_declined' : last4 === '0069' ? 'expired_card' : null;
      // The vault keeps a keyed fingerprint, never the number (a real vault would hold it encrypted).
      const token = `tok_${createHash('sha256').update(`sandbox-vault:${digits}`).digest('hex').slice(0, 24)}`;
      await db
        .insert(railsSandboxCards)
        .values({ token, bin: digits.slice(0, 6), last4, outcome, code })
        .onConflictDoNothing();
      return { token, bin: digits.slice(0, 6), last4 };
    },

    async send(db, order) {
      const [existing] = await db
        .select({ railReference: railsSandboxPayouts.railReference })
        .from(railsSandboxPayouts)
        .where(eq(railsSandboxPayouts.payoutId, order.payoutId));
      if (existing) return { railReference: existing.railReference };
      const cardToken = order.kind === 'oct' ? order.destination.cardToken : undefined;
      const [card] = cardToken
        ? await db.select().from(railsSandboxCards).where(eq(railsSandboxCards.token, cardToken))
        : [];
      const { outcome, code } = outcomeOf(order, card);
      const railReference = newRailReference('SBX');
      const dueAt = new Date(Date.now() + options.settleSeconds * 1000);
      await db.insert(railsSandboxPayouts).values({
        railReference,
        payoutId: order.payoutId,
        kind: order.kind,
        scheme: order.scheme,
        outcome,
        code,
        state: 'accepted',
        nextEventAt: dueAt,
      });
      await scheduleDelivery(db, railReference, dueAt);
      return { railReference };
    },

    parseWebhook(headers, rawBody): RailEvent {
      const verified = verifyStandardWebhook(verifier, headers, rawBody);
      if (!verified.ok) throw new RailWebhookError(verified.reason);
      const read = sandboxEventSchema.safeParse(verified.payload);
      if (!read.success) throw new RailWebhookError('unreadable webhook body');
      const parsed = read.data;
      const id = verified.id;
      if (parsed.type === 'payment.received' && !parsed.data.payment) throw new RailWebhookError('payment missing');
      const payment = parsed.data.payment;
      return {
        id,
        type: parsed.type,
        railReference: parsed.data.railReference,
        ...(parsed.data.code ? { code: parsed.data.code } : {}),
        occurredAt: new Date(parsed.timestamp),
        ...(payment
          ? {
              payment: {
                amount: payment.amount,
                currencyCode: payment.currencyCode,
                reference: payment.reference,
                senderName: payment.senderName,
                ...(payment.senderAccount ? { senderAccount: payment.senderAccount } : {}),
              },
            }
          : {}),
      };
    },

    async lookupInstantKey(_db, type: InstantKeyType, key: string): Promise<InstantKeyOwner> {
      if (key.includes('404')) return { found: false };
      const taxId = type === 'cnpj' ? digitsOf(key) : '52998224725';
      return {
        found: true,
        name: type === 'cnpj' ? 'Empresa Sandbox Ltda' : 'Ana Sandbox da Silva',
        taxId: `${taxId.slice(0, 3)}${'*'.repeat(taxId.length - 5)}${taxId.slice(-2)}`,
        bankName: 'Banco do Brasil S.A.',
      };
    },

    async simulateIncomingPayment(db, payment) {
      const railReference = newRailReference('SBI');
      const at = new Date(Date.now() + options.settleSeconds * 1000);
      await enqueueJob(
        db,
        railsSandboxIncomingJob,
        { railReference, timestamp: at.toISOString(), payment },
        { runAt: at, dedupeKey: railReference },
      );
      return { railReference };
    },

    async deliverSandboxIncoming({ railReference, timestamp, payment }) {
      const body = JSON.stringify({ type: 'payment.received', timestamp, data: { railReference, payment } });
      const status = await post(
        options.webhookUrl,
        signSandboxWebhook(options.webhookSecret, `${railReference}:payment.received`, body),
        body,
      );
      if (status < 200 || status > 299) throw new Error(`webhook answered ${status}`);
    },

    async deliverSandboxEvent(db, railReference) {
      const [row] = await db
        .select()
        .from(railsSandboxPayouts)
        .where(eq(railsSandboxPayouts.railReference, railReference));
      if (!row || row.nextEventAt === null) return 'nothing-due';
      let type: RailEvent['type'];
      if (row.state === 'accepted') type = row.outcome === 'fail' ? 'payout.failed' : 'payout.settled';
      else if (row.state === 'settled' && row.outcome === 'return') type = 'payout.returned';
      else return 'nothing-due';
      const body = JSON.stringify({
        type,
        timestamp: row.nextEventAt.toISOString(),
        data: {
          railReference,
          ...(type !== 'payout.settled' && row.code ? { code: row.code } : {}),
        },
      });
      // The same event keeps its id through retries, so the receiver applies it once.
      const status = await post(
        options.webhookUrl,
        signSandboxWebhook(options.webhookSecret, `${railReference}:${type}`, body),
        body,
      );
      if (status < 200 || status > 299) throw new Error(`webhook answered ${status}`);
      const next =
        type === 'payout.settled' && row.outcome === 'return'
          ? new Date(Date.now() + options.settleSeconds * 1000)
          : null;
      await db
        .update(railsSandboxPayouts)
        .set({
          state: type === 'payout.settled' ? 'settled' : type === 'payout.failed' ? 'failed' : 'returned',
          nextEventAt: next,
        })
        .where(eq(railsSandboxPayouts.railReference, railReference));
      if (next) await scheduleDelivery(db, railReference, next);
      return 'delivered';
    },
  };
}
