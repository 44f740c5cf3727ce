import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, post, signIn, type Reply, type TestApp } from '../test/test-app.ts';
import { multipartBody } from '../test/upload-fixtures.ts';
import { fxRates } from './db/schema/index.ts';

/** Decision 0017: hostile input gets a 4xx or a 'VF'/'IM' envelope, never a 500, and changes nothing. */

let testApp: TestApp;
let alice: string;
let admin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
  admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
});
afterAll(async () => testApp.close());

async function send(options: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string;
  body?: string;
}): Promise<{ status: number; body: Reply }> {
  const response = await testApp.app.inject({
    method: options.method,
    url: options.url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { payload: options.body }),
  });
  return { status: response.statusCode, body: response.json<Reply>() };
}

async function aliceAccounts(): Promise<unknown> {
  return (await callMethod(testApp.app, 'accountList', {}, alice)).body.accounts;
}

const nul = '\u0000';
const loneSurrogate = '\ud800';

describe('strings with control characters or unpaired surrogates', () => {
  it('refuses them in a note, an e-mail, an id and a search with VF invalid_characters on the field', async () => {
    // Proves the contract's text rule runs before every declared request, signed in or out, and nothing moves.
    const before = await aliceAccounts();
    const cases: { method: string; body: Record<string, unknown>; field: string; token?: string }[] = [
      {
        method: 'p2pTransfer',
        body: { fromAccount: 1, toEmail: 'bob@example.com', amount: '1', currency: 'USD', note: `hi${nul}` },
        field: 'note',
        token: alice,
      },
      { method: 'checkEmailExists', body: { email: `a${loneSurrogate}@example.com` }, field: 'email' },
      { method: 'approvalStatus', body: { trxid: `x${nul}` }, field: 'trxid', token: alice },
      { method: 'transactionHistory', body: { keyword: `rent${nul}` }, field: 'keyword', token: alice },
      {
        method: 'historyExport',
        body: { filter: { keyword: `a${loneSurrogate}b` } },
        field: 'filter.keyword',
        token: alice,
      },
    ];
    for (const { method, body, field, token } of cases) {
      const reply = await callMethod(testApp.app, method, body, token);
      expect(reply.status, method).toBe(200);
      expect(reply.body.responseCode, method).toBe('VF');
      expect(reply.body.validationErrors, method).toEqual([
        { field, code: 'invalid_characters', description: 'This value contains characters that are not allowed.' },
      ]);
    }
    expect(await aliceAccounts()).toEqual(before);
  });

  it('refuses them on the token service, in query strings and in path parameters', async () => {
    // Proves the REST routes share the rule: login body (400), CSV export query, two-step path.
    const login = await post(testApp.app, '/api/auth/login', {
      client: 'spa',
      username: `alice${nul}@example.com`,
      password: 'x',
      codeChallenge: 'a'.repeat(43),
    });
    expect(login.status).toBe(400);
    expect(login.body.validationErrors).toMatchObject([{ field: 'username', code: 'invalid_characters' }]);

    const csv = await send({ method: 'GET', url: '/api/history/export.csv?keyword=a%00b', token: alice });
    expect(csv.status).toBeLessThan(500);
    expect(csv.body.validationErrors).toMatchObject([{ field: 'keyword', code: 'invalid_characters' }]);

    const confirm = await send({
      method: 'POST',
      url: '/api/customer/two-step-verification/a%00b/confirm',
      token: alice,
      body: JSON.stringify({ code: '123456' }),
    });
    expect(confirm.status).toBeLessThan(500);
    expect(confirm.body.validationErrors).toMatchObject([{ field: 'reqId', code: 'invalid_characters' }]);
  });
});

describe('prototype keys', () => {
  it('never reach a handler: `constructor` is VF forbidden_key, `__proto__` is refused by the JSON parser with 400', async () => {
    // Proves both layers: secure-json-parse for __proto__, the contract's key rule for the rest.
    const constructorKey = await send({
      method: 'POST',
      url: '/api/?method=transactionHistory',
      token: alice,
      body: '{"constructor":"x","keyword":"rent"}',
    });
    expect(constructorKey.status).toBe(200);
    expect(constructorKey.body.validationErrors).toMatchObject([{ field: 'constructor', code: 'forbidden_key' }]);
    const nestedPrototype = await send({
      method: 'POST',
      url: '/api/?method=historyExport',
      token: alice,
      body: '{"filter":{"prototype":{"isAdmin":true}}}',
    });
    expect(nestedPrototype.body.validationErrors).toMatchObject([{ field: 'filter.prototype', code: 'forbidden_key' }]);
    for (const body of ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}']) {
      const reply = await send({ method: 'POST', url: '/api/auth/login', body });
      expect(reply.status, body).toBe(400);
      expect(reply.body.responseCode, body).toBe('TA1');
    }
  });
});

describe('deeply nested JSON', () => {
  it('is refused with 400 before parsing on the main API signed out, the token service and the device API', async () => {
    // Proves the depth limit of the JSON parser covers every route, with the usual error envelope.
    // 10 KB: under every body limit (16 KiB for public methods), so the depth is what is refused.
    const deep = `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    for (const url of [
      '/api/?method=brandConfig',
      '/api/?method=p2pTransfer',
      '/api/auth/login',
      '/device-api/device',
    ]) {
      const reply = await send({ method: 'POST', url, body: deep });
      expect(reply.status, url).toBe(400);
      expect(reply.body.responseCode, url).toBe('TA1');
    }
    // Brackets inside strings are text, not nesting.
    const inString = await callMethod(testApp.app, 'checkEmailExists', { email: `${'['.repeat(100)}@example.com` });
    expect(inString.body.responseCode).toBe('VF');
    expect(inString.body.validationErrors).toMatchObject([{ field: 'email', code: 'invalid_email' }]);
  });
});

describe('ids that are not UUIDs or out of range', () => {
  it('answers 4xx or VF on path parameters and body ids instead of a database cast error', async () => {
    // Proves ids are checked by schema before any query: device, push request, two-step, password change, sign-in.
    const removed = await send({ method: 'DELETE', url: '/api/auth/devices/not-a-uuid', token: alice });
    expect(removed.status).toBe(400);
    expect(removed.body.validationErrors).toMatchObject([{ field: 'id', code: 'invalid' }]);
    const renamed = await send({
      method: 'POST',
      url: '/api/auth/devices',
      token: alice,
      body: JSON.stringify({ id: '-'.repeat(36), name: 'Phone' }),
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.validationErrors).toMatchObject([{ field: 'id', code: 'invalid' }]);

    // 36 dashes passed the old /^[0-9a-f-]{36}$/ guards and reached PostgreSQL's uuid cast.
    const dashes = '-'.repeat(36);
    const pushStatus = await post(testApp.app, '/api/auth/push/status', { tmpJwt: dashes });
    expect(pushStatus.status).toBe(404);
    const twoStep = await send({
      method: 'POST',
      url: `/api/customer/two-step-verification/${dashes}/confirm`,
      token: alice,
      body: JSON.stringify({ code: '123456' }),
    });
    expect(twoStep.body.validationErrors).toMatchObject([{ field: 'reqId', code: 'invalid' }]);
    const password = await callMethod(
      testApp.app,
      'changePasswordConfirm',
      { requestKey: dashes, code: '123456' },
      alice,
    );
    expect(password.body.validationErrors).toMatchObject([{ field: 'requestKey', code: 'invalid' }]);
    const whitelist = await callMethod(testApp.app, 'ipWhitelistDelete', { id: dashes }, alice);
    expect(whitelist.body.validationErrors).toMatchObject([{ field: 'id', code: 'invalid' }]);
  });

  it('refuses integer ids past 2^31 − 1 and dates PostgreSQL cannot store', async () => {
    // Proves int4 ids and year-0000 dates stop at the contract instead of "out of range" errors.
    const onBehalf = await callMethod(testApp.app, 'customerInfo', { fromCustomerId: 2 ** 40 }, admin);
    expect(onBehalf.body.validationErrors).toMatchObject([{ field: 'fromCustomerId', code: 'too_big' }]);
    const customer = await callMethod(testApp.app, 'transactionHistory', { customerId: 2 ** 31 }, admin);
    expect(customer.body.validationErrors).toMatchObject([{ field: 'customerId', code: 'too_big' }]);
    // The fuzz suite found customerDisable answering 500 for 2^31: the admin customer ids are int4 too.
    for (const [method, input] of [
      ['customerDisable', { customerId: 2 ** 31, reason: 'A hostile id' }],
      ['customerFind', { customerId: 2 ** 31 }],
      ['kycCustomerFile', { customerId: 2 ** 31 }],
    ] as const) {
      const refused = await callMethod(testApp.app, method, input, admin);
      expect(refused.body.responseCode, method).toBe('VF');
      expect(refused.body.validationErrors, method).toMatchObject([{ field: 'customerId', code: 'too_big' }]);
    }
    // An upload's ids (its data part) stop at the contract as well.
    const { payload, contentType } = multipartBody([
      { name: 'data', value: JSON.stringify({ documentType: 2 ** 31, addressId: 2 ** 31 }) },
      { name: 'document', filename: 'a.png', contentType: 'image/png', bytes: Buffer.from('not read') },
    ]);
    const upload = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=documentUpload',
      headers: { authorization: `Bearer ${alice}`, 'content-type': contentType },
      payload,
    });
    expect(upload.json<Reply>().validationErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'addressId', code: 'too_big' }),
        expect.objectContaining({ field: 'documentType', code: 'too_big' }),
      ]),
    );
    const dates = await callMethod(
      testApp.app,
      'loginHistory',
      { fromDate: '0000-01-01', toDate: '9999-12-31' },
      alice,
    );
    expect(dates.body.validationErrors).toMatchObject([
      { field: 'fromDate', code: 'invalid_date' },
      { field: 'toDate', code: 'invalid_date' },
    ]);
  });
});

describe('?method= in the address', () => {
  it('answers IM when it is repeated or 20,000 characters long', async () => {
    // Proves the query is parsed safely: no ZodError escapes as a 500.
    for (const url of ['/api/?method=customerInfo&method=accountList', `/api/?method=${'a'.repeat(20_000)}`]) {
      const reply = await send({ method: 'POST', url, body: '{}' });
      expect(reply.status).toBe(400);
      expect(reply.body.responseCode).toBe('IM');
    }
  });
});

describe('updateExchangeRate', () => {
  it('accepts only currencies of the contract table, and rates stored earlier for others are ignored', async () => {
    // Proves "NULL" and "NAN" can no longer be created, and an old stray row cannot be opened as an account.
    for (const currencyCode of ['NULL', 'NAN', 'ABCDE']) {
      const reply = await callMethod(testApp.app, 'updateExchangeRate', { currencyCode, rate: '1' }, admin);
      expect(reply.body.validationErrors, currencyCode).toMatchObject([
        { field: 'currencyCode', code: 'unsupported_currency' },
      ]);
    }
    expect(
      (await callMethod(testApp.app, 'updateExchangeRate', { currencyCode: 'USD', rate: '2' }, admin)).body,
    ).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'currencyCode', code: 'invalid_value' }] });
    expect(
      (await callMethod(testApp.app, 'updateExchangeRate', { currencyCode: 'chf', rate: '0.9' }, admin)).body,
    ).toMatchObject({ responseCode: '00', currencyCode: 'CHF' });

    await testApp.database.db.insert(fxRates).values({ fromCurrency: 'USD', toCurrency: 'NULL', rate: '1' });
    const rates = await callMethod(testApp.app, 'defaultExchangeRates', {}, alice);
    expect(rates.body.rates).not.toContainEqual(expect.objectContaining({ toCurrencyCode: 'NULL' }));
    const opened = await callMethod(testApp.app, 'addCurrency', { currencyCode: 'NULL' }, alice);
    expect(opened.body.validationErrors).toMatchObject([{ field: 'currencyCode', code: 'unsupported_currency' }]);
  });
});
