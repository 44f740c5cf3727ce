import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoPassword, demoUsers, seedDemoData } from './modules/seed/demo-seed.ts';

/** Reads config, opens and migrates the database, seeds when asked, listens, shuts down gracefully. */
const startedAt = performance.now();
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDataDir: path.join(config.DATA_DIR, 'pglite'),
  poolSize: config.DATABASE_POOL_SIZE,
});
await database.migrate();
const app = await buildApp(config, database);
const seeded = config.SEED_DEMO ? await seedDemoData(database.db, config.BRAND) : false;
await app.listen({ port: config.PORT, host: config.HOST });

const address = `http://localhost:${config.PORT}`;
const lines = [
  '',
  `  Tessera is running at ${address}  (database: ${database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}; ready in ${Math.round(performance.now() - startedAt)} ms)`,
  `  API reference: ${address}/api/docs`,
];
if (config.SEED_DEMO) {
  lines.push(
    `  Demo sign-in${seeded ? ' (demo data just created)' : ''}: ${demoUsers.join(', ')} — password: ${demoPassword}`,
  );
}
console.log(`${lines.join('\n')}\n`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  });
}
