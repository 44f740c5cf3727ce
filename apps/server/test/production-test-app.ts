import { randomBytes } from 'node:crypto';
import type { IdentityProvider } from '../src/platform/identity-provider.ts';
import type { PayoutRail } from '../src/platform/payout-rail.ts';
import { createAdapters, type Adapters } from '../src/platform/adapters.ts';
import type { Config } from '../src/config.ts';
import { demoBitcoinExtendedPublicKey } from '../src/config.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A Standard Webhooks secret, as a real provider issues one. */
function webhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The environment of a production deployment that passes every configuration check but the
 * adapters (decision 0136): SANDBOX=false, no demo data asked for, every secret set, e-mail over SMTP,
 * its own Bitcoin key (the demo's key stands in: only the check of its presence matters here).
 */
export function productionEnv(): Record<string, string> {
  return {
    SANDBOX: 'false',
    SEED_DEMO: 'false',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    RAILS_WEBHOOK_SECRET: webhookSecret(),
    IDENTITY_JMO_WEBHOOK_SECRET: webhookSecret(),
    IDENTITY_NFD_WEBHOOK_SECRET: webhookSecret(),
    SMTP_URL: 'smtp://mail.bank.test:587',
    CRYPTO_BTC_XPUB: demoBitcoinExtendedPublicKey,
  };
}

/** An identity provider as a real one looks to Tessera: not a sandbox, no sandbox delivery. */
function standInIdentityProvider(sandbox: IdentityProvider): IdentityProvider {
  const { deliverSandboxResult: _sandboxOnly, ...provider } = sandbox;
  return { ...provider, isSandbox: false };
}

/** A payout rail as a real one looks to Tessera: without the sandbox's simulator and deliveries. */
function standInPayoutRail(sandbox: PayoutRail): PayoutRail {
  const {
    simulateIncomingPayment: _simulate,
    deliverSandboxIncoming: _incoming,
    deliverSandboxEvent: _event,
    ...rail
  } = sandbox;
  return rail;
}

/**
 * Stand-ins for the real adapters that do not exist yet, for tests of production mode only (never in
 * src): the sandbox implementations without their sandbox-only methods, the identity providers
 * saying they are not sandboxes, e-mail kept in the outbox. Nothing here reaches an outside service.
 */
export function standInRealAdapters(config: Config): Adapters {
  // E-mail stays in the outbox: the configured SMTP server is a name, not a server.
  const sandbox = createAdapters({
    ...config,
    SANDBOX: true,
    SMTP_URL: undefined,
    railWebhookSecret: config.RAILS_WEBHOOK_SECRET ?? webhookSecret(),
    identityWebhookSecrets: {
      jmo: config.IDENTITY_JMO_WEBHOOK_SECRET ?? webhookSecret(),
      nfd: config.IDENTITY_NFD_WEBHOOK_SECRET ?? webhookSecret(),
    },
  });
  return {
    ...sandbox,
    payoutRail: standInPayoutRail(sandbox.payoutRail),
    identityProviders: {
      jmo: standInIdentityProvider(sandbox.identityProviders.jmo),
      nfd: standInIdentityProvider(sandbox.identityProviders.nfd),
    },
  };
}

/**
 * The real app in production mode (SANDBOX=false) on a fresh test database with the stand-in
 * adapters. The database is seeded with the demo data unless `seed` is false, so that tests can sign
 * in: main.ts would refuse such a database, `buildApp` does not look.
 */
export async function createProductionTestApp(
  options: { seed?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  return createTestApp({
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    env: { ...productionEnv(), ...options.env },
    adapters: standInRealAdapters,
  });
}
