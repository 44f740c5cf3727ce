import type { Language } from '@tessera/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { SmsSender } from '../../platform/sms.ts';
import type { AccessTokenSigner } from '../../platform/access-tokens.ts';
import type { PushHandlers } from '../../platform/live.ts';
import { messageLanguage } from '../../platform/messages/render.ts';
import type { ModuleServices } from '../../rpc/module.ts';

/** What the token service's use cases need. */
export interface AuthDeps {
  db: Database;
  config: Config;
  signer: AccessTokenSigner;
  /** Key from which a refresh token's successor is derived (HMAC-SHA-256; see refresh-tokens.ts). */
  refreshSuccessorKey: Buffer;
  /** E-mail (new-browser approval codes). */
  mailer: Mailer;
  /** SMS (sign-in codes, the code that turns SMS sign-in on). */
  sms: SmsSender;
  /** The brand's display name for a request host, used as the authenticator app's issuer. */
  issuerForHost: (hostname: string) => string;
  /**
   * The configured public origin of the brand a request host selects (decision 0014), for links
   * such as the device link. The host only picks among configured brands; it is never echoed.
   */
  publicOriginForHost: (hostname: string) => string;
  /** The language of messages for a request to `hostname` with this Accept-Language (decision 0021). */
  messageLanguageFor: (hostname: string, acceptLanguage: string | undefined) => Language;
  /** What a device's answer to a push request does, by kind (from the modules' manifests). */
  pushHandlers: PushHandlers;
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
    issuerForHost: (hostname) => services.brandForHost(hostname).projectName,
    publicOriginForHost: (hostname) => services.publicOrigin(services.brandForHost(hostname)),
    messageLanguageFor: (hostname, acceptLanguage) =>
      messageLanguage(acceptLanguage, services.brandForHost(hostname).availableLangs),
    pushHandlers: services.pushHandlers,
  };
}

/** Where a sign-in comes from, recorded on the session. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** The language of messages sent because of this request (decision 0021). */
  language: Language;
}

/** Lifetime of a direct-flow authorisation code (RFC 9700: short; issue: ≤ 60 s). */
export const authCodeTtlSeconds = 60;
