import type { Config } from './config.ts';
import type { Executor } from './db/client.ts';
import { findDemoUserEmails } from './modules/seed/index.ts';
import { sandboxAdapterChoices } from './platform/adapters.ts';

/**
 * The secrets a production start needs in the environment (decision 0136). In a sandbox each is
 * derived from, or is, a signing key the server generates and keeps in its database; in production
 * the access tokens' key is the operator's, and each webhook secret is the one the real provider
 * issued, so none can be made up here.
 */
const productionSecrets = [
  'JWT_SECRET',
  'RAILS_WEBHOOK_SECRET',
  'IDENTITY_JMO_WEBHOOK_SECRET',
  'IDENTITY_NFD_WEBHOOK_SECRET',
] as const satisfies readonly (keyof Config)[];

/**
 * What stands in the way of a production start (`SANDBOX=false`), read from the configuration
 * alone, each in words naming the variable that clears it (decision 0136): demo data asked for
 * (`SEED_DEMO`), an adapter that would be a sandbox (per kind, {@link sandboxAdapterChoices}), a
 * missing secret, the demo Bitcoin key. Empty in a sandbox, or when nothing is in the way.
 */
export function productionConfigProblems(config: Config): string[] {
  if (config.SANDBOX) return [];
  const problems: string[] = [];
  if (config.SEED_DEMO) problems.push('SEED_DEMO=true asks for the demo data (unset it or set SEED_DEMO=false)');
  const sandboxes = sandboxAdapterChoices(config);
  if (sandboxes.length > 0)
    problems.push(
      `sandbox adapters configured: ${sandboxes.map(({ kind, realWith }) => `${kind} (${realWith})`).join(', ')}`,
    );
  const missing = productionSecrets.filter((name) => config[name] === undefined);
  if (missing.length > 0) problems.push(`secrets missing: ${missing.join(', ')}`);
  if (config.CRYPTO_BTC_XPUB === undefined)
    problems.push('CRYPTO_BTC_XPUB is unset (the demo testnet key serves the sandbox only)');
  return problems;
}

/**
 * What stands in the way of a production start in the migrated database: the demo users, whose
 * password is published in the README (decision 0136). Empty in a sandbox, or when none is there.
 */
export async function productionDatabaseProblems(config: Config, db: Executor): Promise<string[]> {
  if (config.SANDBOX) return [];
  const demoUsers = await findDemoUserEmails(db);
  if (demoUsers.length === 0) return [];
  const named = demoUsers.includes('admin@example.com') ? 'admin@example.com' : demoUsers[0];
  const more = demoUsers.length > 1 ? ` and ${demoUsers.length - 1} more` : '';
  return [
    `the database holds the demo users (${named}${more}, whose password is published): use a database without the demo data`,
  ];
}

/**
 * The one line a refused production start prints (no stack trace): every problem, then the way
 * to the demo instead.
 */
export function productionRefusal(problems: readonly string[]): string {
  return `Tessera refuses to start in production mode (SANDBOX=false): ${problems.join('; ')}. For a demo or a test, set SANDBOX=true.`;
}
