import type { Language } from '@tessera/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { IpLocator } from '../../platform/ip-location.ts';
import type { SmsSender } from '../../platform/sms.ts';
import type { AccessTokenSigner } from '../../platform/access-tokens.ts';
import { messageLanguage } from '../../platform/messages/render.ts';
import type { ModuleServices } from '../../rpc/module.ts';

/** What the token service's use cases need. */
export interface AuthDeps {
  db: Database;
  config: Config;
  signer: AccessTokenSigner;
  /** Key from which a refresh token's successor is derived (HMAC-SHA-256; see refresh.ts). */
  refreshSuccessorKey: Buffer;
  /** E-mail (new-browser approval codes). */
  mailer: Mailer;
  /** SMS (sign-in codes). */
  sms: SmsSender;
  /** Approximate place of an address, shown on a linked device's sign-in request. */
  ipLocator: IpLocator;
  /** The language of messages for a request to `hostname` with this Accept-Language (decision 0021). */
  messageLanguageFor: (hostname: string, acceptLanguage: string | undefined) => Language;
  /** A brand's configured public origin, for links in e-mails (decision 0014). */
  publicOrigin: ModuleServices['publicOrigin'];
  /** What the other modules do after a user's own activation (a business invites its people). */
  afterActivation: ModuleServices['afterActivation'];
}

/** The auth module's dependencies, taken from what the composition root hands every module. */
export function createAuthDeps(services: ModuleServices): AuthDeps {
  return {
    db: services.db,
    config: services.config,
    signer: services.signer,
    // A separate key per purpose, derived from the signing secret so that one secret is managed.
    refreshSuccessorKey: services.deriveKey('tessera refresh-token successor'),
    mailer: services.adapters.mailer,
    sms: services.adapters.sms,
    ipLocator: services.adapters.ipLocator,
    publicOrigin: services.publicOrigin,
    afterActivation: services.afterActivation,
    messageLanguageFor: (hostname, acceptLanguage) =>
      messageLanguage(acceptLanguage, services.brandForHost(hostname).availableLangs),
  };
}

/** Where a sign-in comes from, recorded on the session. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** The language of messages sent because of this request (decision 0021). */
  language: Language;
}

/** Lifetime of a direct-flow authorisation code (RFC 9700: short, ≤ 60 s). */
export const authCodeTtlSeconds = 60;
