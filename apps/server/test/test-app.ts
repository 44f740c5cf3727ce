import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { codeChallengeS256, generateCodeVerifier, methods, type MethodDeclaration } from '@tessera/contract';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import type { Adapters } from '../src/platform/adapters.ts';
import type { LogStream } from '../src/platform/logging.ts';
import { demoPassword, seedDemoData } from '../src/modules/seed/demo-seed.ts';
import { adminQuery, databaseUrl, type DatabaseSnapshots } from './database-snapshots.ts';

/** A fresh app on a fresh database: PGlite in memory, or a new PostgreSQL database when TEST_DATABASE_URL is set. */
export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/**
 * Creates a PostgreSQL database named `tessera_test_<random>` on the server at `adminUrl` (a user
 * that may create databases), empty or a copy of the database `template`; returns its URL and a
 * function that drops it.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tessera_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * What the test's database starts as: the run's migrated (and seeded) copy made by
 * test/database-snapshots.ts, when the run has one (vitest's globalSetup; not in a script).
 */
function snapshots(): DatabaseSnapshots {
  try {
    // Undefined in a run without the globalSetup (a single file run with another config).
    return (inject('databaseSnapshots') as DatabaseSnapshots | undefined) ?? {};
  } catch {
    return {};
  }
}

/** The snapshot files read so far, as PGlite takes them: read once per worker, not per test app. */
const snapshotBlobs = new Map<string, Blob>();

function snapshotBlob(file: string): Blob {
  let blob = snapshotBlobs.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    snapshotBlobs.set(file, blob);
  }
  return blob;
}

/**
 * Builds the real app through `buildApp` on a fresh, migrated database, seeded with the demo
 * data unless `seed` is false. Tests talk to it with `app.inject` (HTTP without a socket). With
 * `logStream` (and a LOG_LEVEL in `env`) the server's log lines go there. `adapters` makes the
 * outside services from the config instead of the composition root (production mode's stand-ins,
 * test/production-test-app.ts).
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    logStream?: LogStream;
    adapters?: (config: Config) => Adapters;
  } = {},
): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const seeded = options.seed !== false;
  // The copies are seeded for the default brand: a test of another brand seeds its own database.
  const { pglite, postgres: templates } = options.env?.['BRAND'] === undefined ? snapshots() : {};
  const postgres = adminUrl
    ? await createPostgresDatabase(adminUrl, seeded ? templates?.seeded : templates?.empty)
    : undefined;
  const snapshot = pglite ? snapshotBlob(seeded ? pglite.seeded : pglite.empty) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    WEB_DIST_DIR: '/nonexistent',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    // Per-address limits are proven by rate-limits.test.ts; other suites call public methods often.
    RATE_LIMIT_SCALE: '100',
    // Delays are proven by throttle.test.ts; other suites sign in often and must not wait.
    LOGIN_THROTTLE_BASE_DELAY_MS: '0',
    JOBS_INTERVAL_SECONDS: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDataDir: 'memory://',
    pgliteLoadDataDir: snapshot,
    poolSize: 5,
  });
  // Both do nothing on a snapshot (its migrations are applied, its customers there).
  await database.migrate();
  if (seeded) await seedDemoData(database.db, config.BRAND);
  const app = await buildApp(config, database, {
    logStream: options.logStream,
    ...(options.adapters ? { adapters: options.adapters(config) } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await postgres?.drop();
    },
  };
}

/** Shape of the envelope replies tests read. */
export type Reply = Record<string, unknown> & {
  responseCode: string;
  responseDescription: string;
  validationErrors: { field: string; code: string }[];
};

/** Calls a main-API method and returns the HTTP status and the parsed reply. */
export async function callMethod(
  app: FastifyInstance,
  method: string,
  body: Record<string, unknown> = {},
  accessToken?: string,
): Promise<{ status: number; body: Reply }> {
  // A money submit needs an Idempotency-Key (DESIGN §4); tests about keys send their own with app.inject.
  const declaration: MethodDeclaration | undefined = (methods as Record<string, MethodDeclaration>)[method];
  const response = await app.inject({
    method: 'POST',
    url: `/api/?method=${method}`,
    headers: {
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      ...(declaration?.idempotency === 'required' ? { 'idempotency-key': randomUUID() } : {}),
    },
    payload: { method, ...body },
  });
  return { status: response.statusCode, body: response.json<Reply>() };
}

/**
 * Calls a literal (REST) route with an optional bearer token (an access token or a device secret)
 * and JSON body; returns the HTTP status and the parsed reply.
 */
export async function request(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
): Promise<{ status: number; body: Reply }> {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: { ...payload } }),
  });
  return { status: response.statusCode, body: response.json<Reply>() };
}

/** Links a device to the signed-in customer through the QR link, as the web authenticator does. */
export async function linkDevice(
  app: FastifyInstance,
  accessToken: string,
  name = 'My phone',
): Promise<Reply & { deviceId: string; secret: string; link: string }> {
  const scp = await request(app, 'POST', '/api/auth/scp/request', accessToken, {});
  const link = new URL(String(scp.body.link)).searchParams.get('link') ?? '';
  const linked = await request(app, 'POST', '/device-api/device', undefined, { link, name, type: 'web' });
  return { ...linked.body, deviceId: String(linked.body.deviceId), secret: String(linked.body.secret), link };
}

/** POSTs JSON to a token-service path. */
export async function post(
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown>,
): Promise<{ status: number; body: Reply }> {
  const response = await app.inject({ method: 'POST', url, payload });
  return { status: response.statusCode, body: response.json<Reply>() };
}

/** A password login with a fresh PKCE pair (demo password by default); returns the reply and the verifier. */
export async function startLogin(
  app: FastifyInstance,
  username: string,
  password = demoPassword,
): Promise<{ body: Reply; codeVerifier: string }> {
  const codeVerifier = generateCodeVerifier();
  const { body } = await post(app, '/api/auth/login', {
    client: 'spa',
    username,
    password,
    codeChallenge: await codeChallengeS256(codeVerifier),
  });
  return { body, codeVerifier };
}

/** Signs in a demo user through the simple flow and returns its tokens. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password = demoPassword,
): Promise<{ accessToken: string; refreshToken: string }> {
  const codeChallenge = await codeChallengeS256(generateCodeVerifier());
  const { body } = await post(app, '/api/auth/login', { client: 'spa', username, password, codeChallenge });
  if (body.responseCode !== '00' || typeof body.accessToken !== 'string' || typeof body.refreshToken !== 'string') {
    throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  }
  return { accessToken: body.accessToken, refreshToken: body.refreshToken };
}
