import {
  authPaths,
  devicePaths,
  dropEmptyValues,
  fillPath,
  findUnsafeInput,
  methods,
  pathParameterNames,
  routes,
  type ChannelDeclaration,
  type MethodDeclaration,
  type RouteDeclaration,
} from '@tessera/contract';
import { isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { callMethod, createTestApp, signIn, type TestApp } from '../test/test-app.ts';
import { ledgerAccounts } from './db/schema/index.ts';
import { checkLedger } from './modules/ledger/index.ts';

/**
 * The fuzz suite (security review, "beyond the findings"): every declared main-API method, and every declared
 * route with a JSON body, get hostile payloads built from their schema's field names (wrong types,
 * huge and control-character strings, prototype keys, bad amounts, odd numbers and dates) from a
 * signed-out caller, a customer and an admin. No reply may be a 5xx; every payload the contract
 * refuses must be refused; and afterwards the ledger checker passes with every customer balance
 * as it was. A newly declared method is fuzzed without touching this file.
 *
 * Each run draws a fresh seed (test/random-seed.ts prints it at the start); reproduce a failure with
 * TEST_SEED=<that seed> (FUZZ_RUNS scales the runs).
 */

const seed = inject('testSeed');
/** Refused payloads per method (spread over the three callers). */
const invalidRuns = Number(process.env.FUZZ_RUNS ?? 200);
/** Unfiltered payloads per method, some of which the contract accepts: they must not crash a handler either. */
const freeRuns = Math.ceil(invalidRuns / 5);
const restRuns = Math.ceil(invalidRuns / 4);

/** A JSON number written as is ("1e400", "-0"): JSON.stringify cannot spell these. */
class RawNumber {
  constructor(readonly text: string) {}
}
type JsonLike = string | number | boolean | null | RawNumber | JsonLike[] | { [key: string]: JsonLike };

/** Serializes like JSON.stringify, but keeps raw numbers and own `__proto__` keys. */
function toJsonText(value: JsonLike): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  return JSON.stringify(value);
}

const hostileStrings = [
  '\u0000',
  'a\u0000b',
  'ok\u0000@example.com',
  '\ud800',
  'x\udc00y',
  '\udfff\ud800',
  '\u001b[2J',
  'end\u007f',
  '\u0008\u000b\u000c',
  'a'.repeat(100_000),
  '١'.repeat(100_000),
  '1e400',
  '-1',
  '0.001',
  '0.000000001',
  'NaN',
  'Infinity',
  '١٠',
  '-0',
  '0x10',
  '1_000',
  '9'.repeat(400),
  '99999999999999999999.99',
  '0000-01-01',
  '9999-12-31',
  '2023-02-30',
  '-'.repeat(36),
  '00000000-0000-0000-0000-000000000000',
  'NULL',
  'NAN',
  'usd',
  'zzz',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '',
  ' ',
  '\t\n\r',
  '😀'.repeat(50),
];
const plausibleStrings = [
  'alice@example.com',
  'bob@example.com',
  'admin@example.com',
  'USD',
  'EUR',
  'BTC',
  '999999999999999',
  '123456',
  '2024-01-01',
  '127.0.0.1',
  '::1',
  'p2p',
  'betweenAccounts',
  'daily',
  'all',
  'otp',
  'spa',
  '0190a1b2-c3d4-7e5f-8a6b-1c2d3e4f5a6b',
];
const rawNumbers = [
  '1e400',
  '-1e400',
  '-0',
  '1e-400',
  '123456789012345678901234567890',
  '2147483648',
  '9007199254740993',
];
const numbers = [0, -1, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE, 4];

/** One field's value: mostly hostile, sometimes plausible, so that payloads also reach deeper checks. */
function valueArbitrary(accountIds: number[]): fc.Arbitrary<JsonLike> {
  const scalar: fc.Arbitrary<JsonLike> = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...hostileStrings) },
    { weight: 3, arbitrary: fc.constantFrom(...plausibleStrings) },
    // Random text, but never a bare number: "5" could be a valid amount and move money.
    {
      weight: 2,
      arbitrary: fc.string({ unit: 'binary', maxLength: 12 }).filter((text) => !/^\s*[\d.]+\s*$/.test(text)),
    },
    { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => `x${String.fromCharCode(code)}`) },
    { weight: 2, arbitrary: fc.constantFrom(...rawNumbers).map((text) => new RawNumber(text)) },
    { weight: 2, arbitrary: fc.constantFrom(...numbers, ...accountIds) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double({ noNaN: true }) },
    { weight: 2, arbitrary: fc.constantFrom(true, false, null) },
  );
  const nested: fc.Arbitrary<JsonLike> = fc.oneof(
    fc.constant<JsonLike>([]),
    fc.constant<JsonLike>({}),
    fc.array(scalar, { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'keyword', '__proto__', 'constructor', 'x\u0000'), scalar, { maxKeys: 2 }),
    fc.constant<JsonLike>([[[[[[[[[['deep']]]]]]]]]]),
  );
  return fc.oneof({ weight: 8, arbitrary: scalar }, { weight: 2, arbitrary: nested });
}

const extraKeys = ['__proto__', 'constructor', 'prototype', 'a\u0000', '\ud800', 'isAdmin', 'method', 'userId', ''];

/** A request body as JSON text: an object of the schema's fields (and stray keys), or something that is no object. */
function bodyArbitrary(fieldNames: string[], accountIds: number[]): fc.Arbitrary<string> {
  const value = valueArbitrary(accountIds);
  const declared =
    fieldNames.length === 0
      ? fc.constant<[string, JsonLike][]>([])
      : fc
          .subarray(fieldNames)
          .chain((names) => fc.tuple(...names.map((name) => value.map((item): [string, JsonLike] => [name, item]))));
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...extraKeys), fc.string({ maxLength: 8 })), value), {
    maxLength: 2,
  });
  const objectBody = fc
    .tuple(declared, extra)
    .map(([fields, strays]) => toJsonText(Object.fromEntries([...fields, ...strays])));
  const otherBody = fc.constantFrom(
    '[]',
    '"x"',
    '1',
    'true',
    '{',
    '{"a":1,}',
    '[{"a":1}]',
    '\u0000',
    '{"a":"\\u0000"}',
  );
  return fc.oneof({ weight: 12, arbitrary: objectBody }, { weight: 1, arbitrary: otherBody });
}

/**
 * Whether the dispatcher must refuse `text` for `declaration` before its handler runs: not JSON or
 * not an object, the contract's text rule, a `method` field that is not the method, or the schema.
 */
function contractRefuses(declaration: MethodDeclaration, text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return true;
  }
  const body = parsed ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) return true;
  if (Object.hasOwn(body, 'method')) return true;
  // Like the dispatcher: empty values are dropped first (a stray key with a null value never arrives).
  const fields = dropEmptyValues(body);
  if (findUnsafeInput(fields)) return true;
  return !declaration.request.safeParse(fields).success;
}

function fieldNamesOf(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

type CallerName = 'signed out' | 'customer' | 'admin';
const callerNames: CallerName[] = ['signed out', 'customer', 'admin'];

let testApp: TestApp;
/** Access tokens by caller; kept out of the generated values so failure reports carry no token. */
const tokens = new Map<CallerName, string>();
let accountIds: number[];
/** Every customer account's balance and pending total (minor units) before the fuzzing. */
let balancesBefore: { id: number; balance: bigint; pending: bigint }[];

async function customerBalances(): Promise<{ id: number; balance: bigint; pending: bigint }[]> {
  return testApp.database.db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceMinor, pending: ledgerAccounts.pendingMinor })
    .from(ledgerAccounts)
    .where(isNotNull(ledgerAccounts.customerId))
    .orderBy(ledgerAccounts.id);
}

beforeAll(async () => {
  testApp = await createTestApp({
    env: { LOGIN_RATE_LIMIT_PER_MINUTE: '1000000', ACCESS_TOKEN_TTL_SECONDS: '3600' },
  });
  tokens.set('customer', (await signIn(testApp.app, 'alice@example.com')).accessToken);
  tokens.set('admin', (await signIn(testApp.app, 'admin@example.com')).accessToken);
  const accounts = (await callMethod(testApp.app, 'accountList', {}, tokens.get('customer'))).body.accounts;
  accountIds = Array.isArray(accounts)
    ? accounts.flatMap((account: unknown) =>
        account !== null &&
        typeof account === 'object' &&
        'accountId' in account &&
        typeof account.accountId === 'number'
          ? [account.accountId]
          : [],
      )
    : [];
  expect(accountIds.length).toBeGreaterThan(0);
  balancesBefore = await customerBalances();
});
afterAll(async () => testApp.close());

/** Sends one fuzzed request and asserts it was answered without a fault, in the envelope. */
async function sendFuzzed(
  options: { method: 'POST' | 'PUT'; url: string; caller: CallerName; body: string },
  label: string,
): Promise<string> {
  const token = tokens.get(options.caller);
  const response = await testApp.app.inject({
    method: options.method,
    url: options.url,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: options.body,
  });
  const where = `${label} as ${options.caller}: ${options.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  const reply: unknown = response.json();
  expect(reply, where).toMatchObject({ responseCode: expect.any(String) });
  return reply !== null && typeof reply === 'object' && 'responseCode' in reply ? String(reply.responseCode) : '';
}

const methodEntries = Object.entries(methods) as [string, MethodDeclaration][];

describe('fuzzing every declared method', () => {
  it.each(methodEntries.map(([name, declaration], index) => ({ name, declaration, index })))(
    '$name answers hostile payloads without a fault and refuses every invalid one',
    async ({ name, declaration, index }) => {
      // Proves: for ≥ 200 payloads the contract refuses, the reply is a 4xx or an error envelope, never a 5xx.
      const fieldNames = fieldNamesOf(declaration.request);
      const caller = fc.constantFrom(...callerNames);
      const bodies = bodyArbitrary(fieldNames, accountIds);
      await fc.assert(
        fc.asyncProperty(
          caller,
          bodies.filter((body) => contractRefuses(declaration, body)),
          async (who, body) => {
            const code = await sendFuzzed({ method: 'POST', url: `/api/?method=${name}`, caller: who, body }, name);
            expect(code, `${name} as ${who} accepted ${body.slice(0, 300)}`).not.toBe('00');
          },
        ),
        { seed: seed + index, numRuns: invalidRuns },
      );
      // Then unfiltered payloads, which the schema may accept: the handler must still not fail.
      await fc.assert(
        fc.asyncProperty(caller, bodies, async (who, body) => {
          await sendFuzzed({ method: 'POST', url: `/api/?method=${name}`, caller: who, body }, name);
        }),
        { seed: seed + index + 10_000, numRuns: freeRuns },
      );
    },
    120_000,
  );
});

/**
 * Every declared literal route that takes a JSON body (token service, two-step change, devices,
 * device API, push), derived from the contract: a newly declared route is fuzzed without touching
 * this file. Path parameters get a well-formed id, so the body is what is tried.
 */
const restRoutes: { method: 'POST' | 'PUT'; url: string; schema: z.ZodType }[] = Object.values<
  RouteDeclaration | ChannelDeclaration
>(routes).flatMap((route) =>
  route.kind === 'route' && (route.method === 'POST' || route.method === 'PUT') && route.request.body
    ? [
        {
          method: route.method,
          url: fillPath(
            route.path,
            Object.fromEntries(
              pathParameterNames(route.path).map((name) => [name, '0190a1b2-c3d4-7e5f-8a6b-1c2d3e4f5a6b']),
            ),
          ),
          schema: route.request.body,
        },
      ]
    : [],
);

describe('fuzzing every declared route with a JSON body', () => {
  it('covers the token service, two-step change and device routes', () => {
    // Proves the derived list is not empty by accident: the sign-in and device-link routes are in it.
    expect(restRoutes.map((route) => route.url)).toEqual(
      expect.arrayContaining([authPaths.login, devicePaths.deviceApi]),
    );
  });

  it.each(restRoutes.map((route, index) => ({ ...route, index })))(
    '$method $url answers hostile bodies without a fault',
    async ({ method, url, schema, index }) => {
      // Proves the REST routes share the dispatcher's guarantees: 4xx or an error envelope, never a 5xx.
      const bodies = bodyArbitrary(fieldNamesOf(schema), accountIds);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...callerNames), bodies, async (who, body) => {
          await sendFuzzed({ method, url, caller: who, body }, `${method} ${url}`);
        }),
        { seed: seed + 20_000 + index, numRuns: restRuns },
      );
    },
    120_000,
  );
});

describe('after the fuzzing', () => {
  it('the ledger checker passes and every customer balance and hold is unchanged', async () => {
    // Proves no fuzzed request moved or reserved money, and the books still balance. A well-formed
    // request may open an account (createWallet {currencyCode: 'BTC'} opens the customer's BTC
    // account, decision 0050): it opens empty.
    const result = await checkLedger(testApp.database.db);
    expect(result.problems).toEqual([]);
    const known = new Set(balancesBefore.map((account) => account.id));
    const after = await customerBalances();
    expect(after.filter((account) => known.has(account.id))).toEqual(balancesBefore);
    for (const opened of after.filter((account) => !known.has(account.id)))
      expect(opened).toEqual({ id: opened.id, balance: 0n, pending: 0n });
  });
});
