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
 * An outside service that {@link createAdapters} would run on its built-in sandbox: the kind, and
 * the configuration that would select a real implementation instead (or that none exists yet).
 */
export interface SandboxAdapterChoice {
  readonly kind: string;
  readonly realWith: string;
}

/**
 * The adapter kinds the production checks care about (a rail, an identity provider, a chain, SMS,
 * e-mail; decision 0136) that {@link createAdapters} would build as their sandbox from `config`, in
 * the order it builds them. Kept next to `createAdapters` so that a real adapter and its variable
 * change both: a kind leaves this list when its variable selects the real one. The IP locator and
 * the file store are left out: neither fakes an outside party (the sandbox locator only knows the
 * local network; the local folder is a real store).
 */
export function sandboxAdapterChoices(config: Pick<Config, 'SMTP_URL'>): SandboxAdapterChoice[] {
  const noneYet = 'no real adapter exists yet';
  return [
    ...(config.SMTP_URL ? [] : [{ kind: 'e-mail outbox', realWith: 'set SMTP_URL' }]),
    { kind: 'SMS', realWith: noneYet },
    { kind: 'payout rail', realWith: noneYet },
    { kind: 'crypto chain', realWith: noneYet },
    { kind: 'identity providers jmo and nfd', realWith: noneYet },
  ];
}

/**
 * The one composition root of the outside-service adapters: picks the sandbox or the real
 * implementation of each from configuration. `buildApp` calls it once and passes the adapters
 * down; no module imports an implementation. A real SMS provider is a new file here plus its
 * configuration variable, not a change in any module, and leaves {@link sandboxAdapterChoices}.
 * @throws Error when `IP_LOCATION_DB` cannot be opened, or in production (`SANDBOX=false`) when any
 *   adapter would be a sandbox (main.ts refuses that start earlier, in one line; this is the
 *   backstop for any other caller).
 */
export function createAdapters(
  config: Pick<
    Config,
    | 'SANDBOX'
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
  const sandboxes = config.SANDBOX ? [] : sandboxAdapterChoices(config);
  if (sandboxes.length > 0)
    throw new Error(`sandbox adapters in production (SANDBOX=false): ${sandboxes.map(({ kind }) => kind).join(', ')}`);
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
