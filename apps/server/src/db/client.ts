import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
// No schema object: queries use the query builder with each module's tables, never drizzle's
// relational `db.query`, so the client does not import every module's tables (decision 0130).
type Schema = Record<string, never>;
/** The drizzle database, the same type over PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A drizzle transaction handle. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Database | Transaction;

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** An open database: drizzle handle, its engine, and a close function. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its data folder as one uncompressed tar file, for `pgliteLoadDataDir` (tests). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps the database in memory (tests). */
  pgliteDataDir: string;
  /**
   * PGlite only: a data folder to start from, as `dumpDataDir` wrote it (tests start from a
   * migrated, seeded copy instead of migrating and seeding each time).
   */
  pgliteLoadDataDir?: Blob | undefined;
  /** Largest pool size for PostgreSQL. */
  poolSize?: number;
}

/**
 * Opens the database: node-postgres when `databaseUrl` is set, else PGlite in `pgliteDataDir`.
 * Does not migrate; call `migrate()`.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection can be closed by the server (restart, failover, admin command). Without a
    // listener node-postgres would raise it as an uncaught exception; the pool replaces the client.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL idle connection closed: ${error.message}`);
    });
    // Return bigint columns and numeric as strings; drizzle's bigint mode converts to bigint itself.
    const db = drizzlePg(pool);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (!options.pgliteDataDir.startsWith('memory://')) {
    await mkdir(options.pgliteDataDir, { recursive: true });
  }
  const client = await PGlite.create(options.pgliteDataDir, { loadDataDir: options.pgliteLoadDataDir });
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * The rows of a raw query (`db.execute`), the same over PGlite and node-postgres (both answer with
 * `{ rows }`).
 * @throws Error when the driver answers another shape.
 */
export async function queryRows(db: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  if (!result || typeof result !== 'object' || !('rows' in result) || !Array.isArray(result.rows))
    throw new Error('unexpected reply shape from the database driver');
  return result.rows.filter((row): row is Record<string, unknown> => row !== null && typeof row === 'object');
}
