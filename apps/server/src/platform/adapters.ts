import type { IdentityProviderCode } from '@tessera/contract';
import type { Config } from '../config.ts';
import { createSandboxCryptoChain, type CryptoChain } from './crypto-chain.ts';
import { createFileStore, type FileStore, type FileStoreConfig } from './file-store.ts';
import { createMailer, type Mailer } from './mail.ts';
import type { IdentityProvider } from './identity-provider.ts';
import { createSandboxIdentityProvider } from './sandbox-identity-provider.ts';
import { createSandboxIpLocator, type IpLocator } from './ip-location.ts';
import { openMmdbIpLocator } from './mmdb-ip-locator.ts';
import { createSandboxSmsSender, type SmsSender } from './sms.ts';
import type { PayoutRail } from './payout-rail.ts';
import { createSandboxPayoutRail } from './sandbox-payout-rail.ts';

/** The outside services the server talks to through an interface (DESIGN §1), as one bundle. */
export interface Adapters {
  /** E-mail: the outbox, plus SMTP delivery when `SMTP_URL` is set. */
  mailer: Mailer;
  /** SMS: the sandbox outbox (no real provider is configured yet). */
  sms: SmsSender;
  /**
   * Approximate place of an IP address: the MaxMind-format database `IP_LOCATION_DB` when set
   * (decision 0123), else the sandbox, which knows local networks only (decision 0037).
   */
  ipLocator: IpLocator;
  /** Payout rails: the sandbox rail (decision 0040); a real provider is a new file and a variable. */
  payoutRail: PayoutRail;
  /** Blockchains for crypto deposits: the sandbox chain (decision 0050). */
  cryptoChain: CryptoChain;
  /** Uploaded files: the folder `$DATA_DIR/files`, or an S3-compatible bucket when `FILE_STORE=s3` (decision 0069). */
  fileStore: FileStore;
  /** Identity verification: the sandbox providers jmo and nfd, each with its own webhook secret (decisions 0071, 0072). */
  identityProviders: Readonly<Record<IdentityProviderCode, IdentityProvider>>;
}

/**
 * The one composition root of the outside-service adapters: picks the sandbox or the real
 * implementation of each from configuration. `buildApp` calls it once and passes the adapters
 * down; no module imports an implementation. @throws Error when `IP_LOCATION_DB` cannot be
 * opened. A real SMS provider is a new file here plus its
 * configuration variable, not a change in any module.
 */
export function createAdapters(
  config: Pick<
    Config,
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'PORT'
    | 'RAILS_SANDBOX_SETTLE_SECONDS'
    | 'RAILS_SANDBOX_WEBHOOK_URL'
    | 'CRYPTO_SANDBOX_BLOCK_SECONDS'
    | 'IDENTITY_SANDBOX_SECONDS'
    | 'IDENTITY_SANDBOX_WEBHOOK_URL'
    | 'IP_LOCATION_DB'
    | 'IP_LOCATION_CREDIT'
  > &
    FileStoreConfig & {
      railWebhookSecret: string;
      identityWebhookSecrets: Readonly<Record<IdentityProviderCode, string>>;
    },
): Adapters {
  return {
    mailer: createMailer(config.SMTP_URL, config.MAIL_FROM),
    sms: createSandboxSmsSender(),
    ipLocator: config.IP_LOCATION_DB
      ? openMmdbIpLocator(config.IP_LOCATION_DB, config.IP_LOCATION_CREDIT)
      : createSandboxIpLocator(),
    payoutRail: createSandboxPayoutRail({
      webhookSecret: config.railWebhookSecret,
      webhookUrl: config.RAILS_SANDBOX_WEBHOOK_URL ?? `http://127.0.0.1:${config.PORT}/api/webhooks/rails/sandbox`,
      settleSeconds: config.RAILS_SANDBOX_SETTLE_SECONDS,
    }),
    cryptoChain: createSandboxCryptoChain(config.CRYPTO_SANDBOX_BLOCK_SECONDS),
    fileStore: createFileStore(config),
    identityProviders: {
      jmo: sandboxIdentityProvider(config, 'jmo'),
      nfd: sandboxIdentityProvider(config, 'nfd'),
    },
  };
}

function sandboxIdentityProvider(
  config: Pick<Config, 'PORT' | 'IDENTITY_SANDBOX_SECONDS' | 'IDENTITY_SANDBOX_WEBHOOK_URL'> & {
    identityWebhookSecrets: Readonly<Record<IdentityProviderCode, string>>;
  },
  code: IdentityProviderCode,
): IdentityProvider {
  const base =
    config.IDENTITY_SANDBOX_WEBHOOK_URL ?? `http://127.0.0.1:${config.PORT}/api/webhooks/identity-verification`;
  return createSandboxIdentityProvider({
    code,
    webhookSecret: config.identityWebhookSecrets[code],
    webhookUrl: `${base.replace(/\/+$/, '')}/${code}`,
    resultSeconds: config.IDENTITY_SANDBOX_SECONDS,
  });
}
