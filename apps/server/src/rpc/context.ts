import type { Brand, Language } from '@tessera/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { BackgroundRunner } from '../platform/jobs.ts';
import type { Mailer } from '../platform/mail.ts';
import type { SmsSender } from '../platform/sms.ts';
import { AppError } from './app-error.ts';

/** The signed-in caller, from a verified access token whose session is live. */
export interface AuthContext {
  userId: number;
  customerId: number;
  sessionId: string;
  isAdmin: boolean;
  customerType: 'personal' | 'business';
}

/** What every handler receives besides its parsed input. */
export interface CallContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
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
  /**
   * The brand's configured public origin, "https://host[:port]", for links in e-mails (decision
   * 0014). Never taken from the request's Host header, which the caller chooses.
   */
  origin: string;
  /** Present for every non-public method (the dispatcher refuses the call otherwise). */
  auth: AuthContext | null;
  /** The `Idempotency-Key` header (1–255 characters), when sent. */
  idempotencyKey: string | undefined;
  /** SHA-256 of the method name and the parsed request, to tell a true repeat from a changed one. */
  requestHash: string;
  /** The method being called. */
  method: string;
}

/** Returns the caller or throws 'AU' (HTTP 401). */
export function requireAuth(ctx: CallContext): AuthContext {
  if (!ctx.auth) throw new AppError('AU');
  return ctx.auth;
}

/**
 * The customer a call acts for (spec 000 §6, §7 fromCustomerId): the caller's own customer,
 * or, for an administrator, the customer named by `fromCustomerId`. Anyone else naming another
 * customer is refused with '13' (access denied). Business access for related accounts comes
 * with the business issue.
 */
export function actingCustomerId(ctx: CallContext, fromCustomerId: number | undefined): number {
  const auth = requireAuth(ctx);
  if (fromCustomerId === undefined || fromCustomerId === auth.customerId) return auth.customerId;
  if (auth.isAdmin) return fromCustomerId;
  throw new AppError('13');
}
