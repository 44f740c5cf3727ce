import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPostgresDatabase, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Database, Transaction } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { customerScope, jobScope, runOnce, webhookScope, type OnceOperation } from './idempotency.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});
afterAll(async () => testApp.close());

const replySchema = z.object({ transactionId: z.string() });

/** A unit of work that counts its runs and replies with the run's number. */
function countedWork() {
  let runs = 0;
  return {
    runs: () => runs,
    work: async (_tx: Transaction) => {
      runs += 1;
      return { transactionId: `run-${runs}` };
    },
  };
}

function operation(key: string, scope = customerScope(42)): OnceOperation {
  return { scope, key, operation: 'p2pTransfer', requestHash: 'hash-1' };
}

describe('runOnce (docs/decisions/0027)', () => {
  it('replays a repeat without running the work again', async () => {
    // Proves a retried operation returns the first reply and has its effects once.
    const db = testApp.database.db;
    const counted = countedWork();
    const first = await runOnce(db, operation('repeat'), replySchema, counted.work);
    const second = await runOnce(db, operation('repeat'), replySchema, counted.work);
    expect(first).toEqual({ transactionId: 'run-1' });
    expect(second).toEqual(first);
    expect(counted.runs()).toBe(1);
  });

  it('treats the same key in two scopes as two different operations', async () => {
    // Proves a customer's key, a job's key and a webhook's event id never replay each other.
    const db = testApp.database.db;
    const counted = countedWork();
    const scopes = [
      customerScope(42),
      customerScope(43),
      jobScope('recurring-transfers'),
      webhookScope('rails-sandbox'),
    ];
    const replies = [];
    for (const scope of scopes) replies.push(await runOnce(db, operation('shared', scope), replySchema, counted.work));
    expect(replies.map((reply) => reply.transactionId)).toEqual(['run-1', 'run-2', 'run-3', 'run-4']);
  });

  it("refuses another request or another operation under a used key with 'IDK'", async () => {
    // Proves a reused key cannot smuggle in a different request.
    const db = testApp.database.db;
    const counted = countedWork();
    await runOnce(db, operation('reused'), replySchema, counted.work);
    const otherRequest = { ...operation('reused'), requestHash: 'hash-2' };
    const otherOperation = { ...operation('reused'), operation: 'betweenAccountsTransfer' };
    await expect(runOnce(db, otherRequest, replySchema, counted.work)).rejects.toMatchObject({ code: 'IDK' });
    await expect(runOnce(db, otherOperation, replySchema, counted.work)).rejects.toMatchObject({ code: 'IDK' });
    expect(counted.runs()).toBe(1);
  });

  it('stores a business refusal and replays it', async () => {
    // Proves a repeat of a refused operation gets the same refusal, with its field errors, without running again.
    const db = testApp.database.db;
    let runs = 0;
    const refuse = async () => {
      runs += 1;
      throw fieldError('amount', 'invalid');
    };
    const expected = { code: 'VF', validationErrors: [{ field: 'amount', code: 'invalid' }] };
    await expect(runOnce(db, operation('refused'), replySchema, refuse)).rejects.toMatchObject(expected);
    const replayed = runOnce(db, operation('refused'), replySchema, refuse);
    await expect(replayed).rejects.toBeInstanceOf(AppError);
    await expect(replayed).rejects.toMatchObject(expected);
    expect(runs).toBe(1);
  });

  it('stores nothing when the work fails unexpectedly, so a repeat runs it afresh', async () => {
    // Proves the key and the work's effects commit together: a crash leaves neither.
    const db = testApp.database.db;
    const secretName = 'idempotency-test-effect';
    const crash = async (tx: Transaction) => {
      await tx.insert(schema.serverSecrets).values({ name: secretName, value: 'written' });
      throw new Error('crash');
    };
    await expect(runOnce(db, operation('crashed'), replySchema, crash)).rejects.toThrow('crash');
    expect(await db.select().from(schema.serverSecrets).where(eq(schema.serverSecrets.name, secretName))).toEqual([]);
    const counted = countedWork();
    expect(await runOnce(db, operation('crashed'), replySchema, counted.work)).toEqual({ transactionId: 'run-1' });
  });

  it('runs concurrent repeats once and gives each the same reply', async () => {
    // Proves a double click or a parallel retry cannot run an operation twice.
    const db = testApp.database.db;
    const counted = countedWork();
    const replies = await Promise.all(
      Array.from({ length: 2 }, () => runOnce(db, operation('parallel'), replySchema, counted.work)),
    );
    expect(replies).toEqual([{ transactionId: 'run-1' }, { transactionId: 'run-1' }]);
    expect(counted.runs()).toBe(1);
  });

  it('builds scopes only from well-formed owners', () => {
    // Proves a scope cannot be built from an empty or ambiguous owner (which could alias another scope).
    expect(customerScope(42)).toBe('customer:42');
    expect(jobScope('recurring-transfers')).toBe('job:recurring-transfers');
    expect(webhookScope('rails-sandbox')).toBe('webhook:rails-sandbox');
    expect(() => customerScope(0)).toThrow();
    expect(() => jobScope('')).toThrow();
    expect(() => webhookScope('rails:sandbox')).toThrow();
  });
});

const migrationsFolder = path.resolve(import.meta.dirname, '../db/migrations');
const journalSchema = z.looseObject({ entries: z.array(z.looseObject({ tag: z.string() })) });

/** A copy of the migrations folder with only the migrations before the one whose tag ends in `tagSuffix`. */
async function migrationsBefore(tagSuffix: string): Promise<string> {
  const journalPath = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = journalSchema.parse(JSON.parse(await readFile(journalPath, 'utf8')));
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(tagSuffix));
  if (index < 0) throw new Error(`no migration ${tagSuffix}`);
  const kept = journal.entries.slice(0, index);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tessera-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const entry of kept) {
    await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

/** An empty database of the suite's engine (PostgreSQL when TEST_DATABASE_URL is set), migrated by hand. */
async function openEmptyDatabase(): Promise<{
  db: Database;
  migrate(folder: string): Promise<void>;
  run(query: SQL): Promise<void>;
  close(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl);
    const pool = new pg.Pool({ connectionString: created.url, max: 3 });
    const db = drizzlePg(pool);
    return {
      db,
      migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
      run: async (query) => {
        await db.execute(query);
      },
      close: async () => {
        await pool.end();
        await created.drop();
      },
    };
  }
  const client = await PGlite.create('memory://');
  const db = drizzlePglite(client);
  return {
    db,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    run: async (query) => {
      await db.execute(query);
    },
    close: () => client.close(),
  };
}

describe('the migration to scoped keys', () => {
  it('keeps every key stored before the upgrade, as the customer scope, so a repeat still replays', async () => {
    // Proves the upgrade cannot make the bank forget a key and execute a repeat twice.
    const database = await openEmptyDatabase();
    const olderMigrations = await migrationsBefore('_idempotency_scope_added');
    try {
      await database.migrate(olderMigrations);
      await database.run(sql`insert into customers (id, brand_id, customer_type) values (42, 'tessera', 'personal')`);
      await database.run(
        sql`insert into idempotency_keys (customer_id, key, method, request_hash, response)
            values (42, 'before-upgrade', 'p2pTransfer', 'hash-1', ${JSON.stringify({ ok: { transactionId: 'first' } })}::jsonb)`,
      );
      await database.migrate(migrationsFolder);

      const counted = countedWork();
      const replayed = await runOnce(database.db, operation('before-upgrade'), replySchema, counted.work);
      expect(replayed).toEqual({ transactionId: 'first' });
      expect(counted.runs()).toBe(0);
      const otherCustomer = operation('before-upgrade', customerScope(43));
      expect(await runOnce(database.db, otherCustomer, replySchema, counted.work)).toEqual({ transactionId: 'run-1' });
    } finally {
      await database.close();
      await rm(olderMigrations, { recursive: true, force: true });
    }
  });
});
