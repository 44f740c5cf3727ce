import type { AccessRightLevel, Brand, Language, PermissionName } from '@tessera/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { BackgroundRunner } from '../platform/jobs.ts';
import type { Mailer } from '../platform/mail.ts';
import type { CryptoChain } from '../platform/crypto-chain.ts';
import type { FileStore } from '../platform/file-store.ts';
import type { Adapters } from '../platform/adapters.ts';
import type { IpLocator } from '../platform/ip-location.ts';
import type { PayoutRail } from '../platform/payout-rail.ts';
import type { SmsSender } from '../platform/sms.ts';
import { AppError } from './app-error.ts';

/** The signed-in caller, from a verified access token whose session is live. */
export interface AuthContext {
  userId: number;
  customerId: number;
  sessionId: string;
  isAdmin: boolean;
  customerType: 'personal' | 'business';
  /**
   * The access-right level recorded for the user on `customerId` (null: none, its own login), when
   * authentication read it; undefined makes the dispatcher ask the database.
   */
  ownAccessRight?: AccessRightLevel | null;
}

/**
 * The signed-in caller of a method, as the dispatcher resolved and checked it from the method's
 * declared callers before the handler ran (decision 0132).
 */
export interface ResolvedCaller {
  /** The signed-in user. */
  userId: number;
  /**
   * The customer the call acts for (spec 000 §6–7): the caller's own, or the one named by
   * `fromCustomerId` or the customer-id header, whose declared access right the caller holds (an
   * administrator may name any customer).
   */
  customerId: number;
  /** True for an administrator (spec 002 §6). */
  isAdmin: boolean;
  /**
   * The permission of the declared money action whose check passed for `customerId` (standing and
   * permission set, decisions 0066, 0067); undefined when the method declares none.
   */
  moneyPermission: PermissionName | undefined;
}

/** What every handler receives besides its parsed input. */
export interface CallContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  ipLocator: IpLocator;
  /** The payout rail (decision 0040). */
  payoutRail: PayoutRail;
  /** Blockchains for crypto deposits (the sandbox chain; decision 0050). */
  cryptoChain: CryptoChain;
  /** The file store of uploads and generated documents (decision 0069). */
  fileStore: FileStore;
  /** The identity providers by code (decision 0072). */
  identityProviders: Adapters['identityProviders'];
  background: BackgroundRunner;
  brand: Brand;
  /**
   * The language of messages to the caller (e-mail, SMS): the request's Accept-Language if the brand
   * offers it, else the brand's first language (decision 0021).
   */
  language: Language;
  log: FastifyBaseLogger;
  requestId: string;
  ip: string;
  /** The request's User-Agent header, when sent (named on push requests; never trusted for access). */
  userAgent: string | undefined;
  /**
   * The brand's configured public origin, "https://host[:port]", for links in e-mails (decision
   * 0014). Never taken from the request's Host header, which the caller chooses.
   */
  origin: string;
  /** Present for every non-public method (the dispatcher refuses the call otherwise). */
  auth: AuthContext | null;
  /**
   * The caller as the dispatcher resolved it from the method's declared callers (decision 0132): set
   * for every signed-in call of a method, null for an anonymous call and on literal routes.
   */
  caller: ResolvedCaller | null;
  /**
   * The customer the call acts for, resolved and checked by the dispatcher before the handler runs
   * (spec 000 §6–7): the caller's own customer, or the one named by `fromCustomerId` or the
   * customer-id header when the caller is an administrator or holds the access right the method
   * declares on it. Null for a call without a signed-in caller.
   */
  actingCustomerId: number | null;
  /** The `Idempotency-Key` header (1–255 characters), when sent. */
  idempotencyKey: string | undefined;
  /** SHA-256 of the method name and the parsed request, to tell a true repeat from a changed one. */
  requestHash: string;
  /** The method being called. */
  method: string;
}

/**
 * What the handler of a method for signed-in callers receives: the dispatcher refused the call
 * unless it could resolve and check the caller (decision 0132).
 */
export interface SignedInContext extends CallContext {
  auth: AuthContext;
  caller: ResolvedCaller;
}

/** Returns the caller or throws 'AU' (HTTP 401). */
export function requireAuth(ctx: CallContext): AuthContext {
  if (!ctx.auth) throw new AppError('AU');
  return ctx.auth;
}

/**
 * The customer a call acts for (spec 000 §6–7), as the dispatcher resolved it. `namedCustomerId` is
 * the request's own customer field, if any (`fromCustomerId`, or history's `customerId` customer
 * view): it must be that customer, except that an administrator may name any customer.
 * @throws AppError 'AU' without a signed-in caller; '13' (access denied) for another customer.
 */
export function actingCustomerId(ctx: CallContext, namedCustomerId: number | undefined): number {
  const auth = requireAuth(ctx);
  const acting = ctx.actingCustomerId ?? auth.customerId;
  if (namedCustomerId === undefined || namedCustomerId === acting) return acting;
  if (auth.isAdmin) return namedCustomerId;
  throw new AppError('13');
}
