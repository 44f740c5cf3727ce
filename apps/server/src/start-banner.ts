import type { Config } from './config.ts';
import { demoUsers } from './modules/seed/index.ts';

/**
 * The lines the server prints once it listens: where it runs, in which mode, on which database,
 * how fast it started, and in a sandbox with demo data the demo sign-ins by name. It never prints
 * a credential (decision 0136): the demo password is in the README, not in any log.
 */
export function startBanner(
  config: Pick<Config, 'PORT' | 'SANDBOX' | 'SEED_DEMO' | 'DATABASE_URL' | 'DATA_DIR'>,
  facts: { seeded: boolean; processesText: string; readyMs: number },
): string {
  const address = `http://localhost:${config.PORT}`;
  const databaseText = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  const modeText = config.SANDBOX ? 'sandbox' : 'production';
  const lines = [
    '',
    `  Tessera is running at ${address}  (${modeText}; database: ${databaseText}; ${facts.processesText}; ready in ${facts.readyMs} ms)`,
    `  API reference: ${address}/api/docs`,
  ];
  if (config.SANDBOX && config.SEED_DEMO) {
    lines.push(
      `  Demo sign-in${facts.seeded ? ' (demo data just created)' : ''}: ${demoUsers.join(', ')}; the password is in README.md ("Run it")`,
    );
  }
  return `${lines.join('\n')}\n`;
}
