import type { Language } from '@tessera/contract';
import type { Database } from '../../db/client.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { messageLanguage } from '../../platform/messages/render.ts';
import type { ModuleServices } from '../../rpc/module.ts';

/** What the security module's routes need (the two-step change, spec 001 §7). */
export interface SecurityDeps {
  db: Database;
  /** SMS (the code that turns SMS sign-in on). */
  sms: SmsSender;
  /** The brand's display name for a request host, used as the authenticator app's issuer. */
  issuerForHost: (hostname: string) => string;
  /** The language of messages for a request to `hostname` with this Accept-Language (decision 0021). */
  messageLanguageFor: (hostname: string, acceptLanguage: string | undefined) => Language;
}

/** The security module's dependencies, taken from what the composition root hands every module. */
export function createSecurityDeps(services: ModuleServices): SecurityDeps {
  return {
    db: services.db,
    sms: services.adapters.sms,
    issuerForHost: (hostname) => services.brandForHost(hostname).projectName,
    messageLanguageFor: (hostname, acceptLanguage) =>
      messageLanguage(acceptLanguage, services.brandForHost(hostname).availableLangs),
  };
}
