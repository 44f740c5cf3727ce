import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/modules/seed/demo-seed.ts';

/**
 * Where a test app's database starts (vitest globalSetup, once per run): migrated, with and without
 * the demo data. On PGlite, files written by `dumpDataDir`, loaded by each test's fresh in-memory
 * database; on PostgreSQL (TEST_DATABASE_URL), template databases each test's database is created
 * from. Migrating and seeding once instead of in every test file (about 6 s each on PGlite) is most
 * of the server suites' set-up; each test still gets a database of its own.
 */
export interface DatabaseSnapshots {
  /** PGlite: the dumped data folders' files. */
  pglite?: { seeded: string; empty: string };
  /** PostgreSQL: the template databases' names. */
  postgres?: { seeded: string; empty: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshots: DatabaseSnapshots;
  }
}

/** The database's URL on the server at `adminUrl` (same server and user). */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement as the administrator at `adminUrl`. */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Migrates (and seeds) the database opened from `options`, then closes it. */
async function prepare(options: Parameters<typeof openDatabase>[0], seeded: boolean): Promise<Blob | undefined> {
  const database = await openDatabase(options);
  await database.migrate();
  if (seeded) await seedDemoData(database.db, loadConfig({ NODE_ENV: 'test' }).BRAND);
  const dump = await database.dumpDataDir?.();
  await database.close();
  return dump;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const suffix = randomBytes(6).toString('hex');
    const names = { seeded: `tessera_template_seeded_${suffix}`, empty: `tessera_template_empty_${suffix}` };
    for (const [kind, name] of Object.entries(names)) {
      await adminQuery(adminUrl, `create database ${name}`);
      await prepare(
        { databaseUrl: databaseUrl(adminUrl, name), pgliteDataDir: 'memory://', poolSize: 2 },
        kind === 'seeded',
      );
    }
    project.provide('databaseSnapshots', { postgres: names });
    return async () => {
      for (const name of Object.values(names))
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tessera-test-db-'));
  const files = { seeded: path.join(folder, 'seeded.tar'), empty: path.join(folder, 'empty.tar') };
  for (const [kind, file] of Object.entries(files)) {
    const dump = await prepare({ pgliteDataDir: 'memory://' }, kind === 'seeded');
    if (!dump) throw new Error('PGlite wrote no data folder');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  }
  project.provide('databaseSnapshots', { pglite: files });
  return async () => rmSync(folder, { recursive: true, force: true });
}
