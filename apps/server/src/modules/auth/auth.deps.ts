import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { AccessTokenSigner } from './access-tokens.ts';

/** What the token service's use cases need. */
export interface AuthDeps {
  db: Database;
  config: Config;
  signer: AccessTokenSigner;
  /** Key from which a refresh token's successor is derived (HMAC-SHA-256; see refresh-tokens.ts). */
  refreshSuccessorKey: Buffer;
  /** E-mail (new-browser approval codes). */
  mailer: Mailer;
  /** The brand's display name for a request host, used as the authenticator app's issuer. */
  issuerForHost: (hostname: string) => string;
  /**
   * The configured public origin of the brand a request host selects (decision 0014), for links
   * such as the device link. The host only picks among configured brands; it is never echoed.
   */
  publicOriginForHost: (hostname: string) => string;
}

/** Where a sign-in comes from, recorded on the session. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** Lifetime of a direct-flow authorisation code (RFC 9700: short; issue: ≤ 60 s). */
export const authCodeTtlSeconds = 60;
