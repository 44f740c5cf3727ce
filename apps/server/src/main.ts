import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Executor } from './db/client.ts';
import { seedDemoData } from './modules/seed/index.ts';
import { cryptoSettings } from './modules/crypto/index.ts';
import { openMmdbIpLocator } from './platform/mmdb-ip-locator.ts';
import { startBanner } from './start-banner.ts';
import { productionConfigProblems, productionDatabaseProblems, productionRefusal } from './start-checks.ts';

/**
 * Reads config, opens and migrates the database, seeds when asked, listens, shuts down gracefully.
 * With `WEB_CONCURRENCY` > 1 on PostgreSQL (decision 0029) the first process migrates and seeds,
 * then forks that many server processes sharing the port (node:cluster); every shared state is in
 * the database (rate limits, idempotency, jobs, sessions) or relayed through it (the live bus), so
 * behaviour does not change. PGlite serves one process only. A production start (`SANDBOX=false`)
 * is refused with one line on standard error and exit code 1 while demo data, a sandbox adapter or a
 * missing secret is in the way (decision 0136); so is an invalid configuration.
 */
const startedAt = performance.now();
const config = readConfigOrExit();
refuseProductionStartIf(productionConfigProblems(config));
const processes = config.DATABASE_URL ? config.WEB_CONCURRENCY : 1;
const isWorker = cluster.isWorker;

if (!config.DATABASE_URL && config.WEB_CONCURRENCY > 1)
  console.warn('WEB_CONCURRENCY is ignored on PGlite: the embedded database serves one process.');

if (processes > 1 && cluster.isPrimary) await runPrimary(config, processes);
else await runServer(config, { prepare: !isWorker, announce: !isWorker });

/** The first process of several: migrates and seeds once, forks the servers, restarts one that dies. */
async function runPrimary(config: Config, count: number): Promise<void> {
  // A bad IP-location database stops the start here, not in every forked server again and again.
  if (config.IP_LOCATION_DB) openMmdbIpLocator(config.IP_LOCATION_DB);
  const seeded = await prepareDatabase(config);
  let closing = false;
  const fork = () => cluster.fork();
  for (let index = 0; index < count; index += 1) fork();
  let ready = 0;
  cluster.on('listening', () => {
    ready += 1;
    if (ready === count) announce(config, seeded, `${count} server processes`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (closing) return;
    console.error(`server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      const forceExit = setTimeout(() => process.exit(1), 12_000);
      forceExit.unref();
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
}

/** Opens and migrates the database and seeds the demo data when asked; returns whether it seeded. */
async function prepareDatabase(config: Config): Promise<boolean> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDataDir: path.join(config.DATA_DIR, 'pglite'),
    poolSize: 2,
  });
  try {
    await database.migrate();
    await refuseDemoDatabase(config, database.db, () => database.close());
    return config.SEED_DEMO ? await seedDemoData(database.db, config.BRAND, { crypto: cryptoSettings(config) }) : false;
  } finally {
    await database.close();
  }
}

/** One server process: with `prepare` it migrates and seeds first (the single-process case). */
async function runServer(config: Config, options: { prepare: boolean; announce: boolean }): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDataDir: path.join(config.DATA_DIR, 'pglite'),
    poolSize: config.DATABASE_POOL_SIZE,
  });
  let seeded = false;
  if (options.prepare) {
    await database.migrate();
    await refuseDemoDatabase(config, database.db, () => database.close());
    seeded = config.SEED_DEMO
      ? await seedDemoData(database.db, config.BRAND, { crypto: cryptoSettings(config) })
      : false;
  }
  const app = await buildApp(config, database);
  await app.listen({ port: config.PORT, host: config.HOST });
  if (options.announce) announce(config, seeded, 'one server process');

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
}

function announce(config: Config, seeded: boolean, processesText: string): void {
  console.log(startBanner(config, { seeded, processesText, readyMs: Math.round(performance.now() - startedAt) }));
}

/** The configuration, or one line on standard error and exit code 1 when a variable is invalid. */
function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** Stops the start with the one-line refusal (exit code 1, no stack trace) when there are problems. */
function refuseProductionStartIf(problems: readonly string[]): void {
  if (problems.length === 0) return;
  console.error(productionRefusal(problems));
  process.exit(1);
}

/** In production, refuses a migrated database that holds the demo users (closing it first). */
async function refuseDemoDatabase(config: Config, db: Executor, close: () => Promise<void>): Promise<void> {
  const problems = await productionDatabaseProblems(config, db);
  if (problems.length === 0) return;
  await close();
  refuseProductionStartIf(problems);
}
