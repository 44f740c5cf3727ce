import { brandsMethods, methods } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { brandConfigs } from '../modules/brands/brands.data.ts';
import { serverModules } from '../modules/modules.ts';
import { serveArea } from './module.ts';
import { buildMethodRegistry } from './registry.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe('main API dispatcher (spec 000 §7)', () => {
  it("answers 'IM' for an unknown method", async () => {
    // Proves unknown method names are refused with the catalogue's code.
    const { status, body } = await callMethod(testApp.app, 'transferEverything');
    expect(status).toBe(400);
    expect(body).toMatchObject({ responseCode: 'IM', validationErrors: [] });
  });

  it("answers 401 'AU' for a protected method without a token or with a garbage token", async () => {
    // Proves protected methods need a live bearer token.
    expect(await callMethod(testApp.app, 'accountList')).toMatchObject({ status: 401, body: { responseCode: 'AU' } });
    expect(await callMethod(testApp.app, 'accountList', {}, 'not.a.token')).toMatchObject({
      status: 401,
      body: { responseCode: 'AU' },
    });
  });

  it("answers 'VF' with one error per invalid field", async () => {
    // Proves schema failures give field errors and no data.
    const { accessToken } = await signIn(testApp.app, 'alice@example.com');
    const { status, body } = await callMethod(testApp.app, 'accountList', { fromCustomerId: 'abc' }, accessToken);
    expect(status).toBe(200);
    expect(body.responseCode).toBe('VF');
    expect(body.validationErrors).toEqual([expect.objectContaining({ field: 'fromCustomerId' })]);
    expect(body.accounts).toBeUndefined();
  });

  it('drops empty values before validating', async () => {
    // Proves null and empty strings are treated as absent (spec 000 §5).
    const { accessToken } = await signIn(testApp.app, 'alice@example.com');
    const { body } = await callMethod(testApp.app, 'accountList', { fromCustomerId: '' }, accessToken);
    expect(body.responseCode).toBe('00');
  });

  it('refuses a body method that differs from the address', async () => {
    // Proves the method in the body must match the query.
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=brandConfig',
      payload: { method: 'accountList' },
    });
    expect(response.json()).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'method', code: 'method_mismatch' }],
    });
  });

  it('answers 400 for malformed JSON and 413 for an oversized body, never 5xx', async () => {
    // Proves bad bodies get clear client errors.
    const malformed = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=brandConfig',
      headers: { 'content-type': 'application/json' },
      payload: '{"method":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ responseCode: 'TA1' });
    const huge = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=brandConfig',
      payload: { method: 'brandConfig', padding: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ responseCode: 'TA1' });
  });

  it('refuses to start when a declared method has no handler, or an area is served twice or is not in the contract', () => {
    // Proves the registry's checks at start-up (a missing handler within an area is a compile error).
    expect(() => buildMethodRegistry([])).toThrow(/methods without a handler: .*customerInfo/);
    const [brand] = brandConfigs;
    if (!brand) throw new Error('no brands');
    const brands = serveArea(brandsMethods, { brandConfig: async () => ({ brand }) });
    expect(() => buildMethodRegistry([brands, brands])).toThrow(/area served twice: brands/);
    const copy = serveArea({ ...brandsMethods }, { brandConfig: async () => ({ brand }) });
    expect(() => buildMethodRegistry([copy])).toThrow(/an area not in the contract serves brandConfig/);
    const all = serverModules.flatMap((module) => module.methods ?? []);
    expect(buildMethodRegistry(all).size).toBe(Object.keys(methods).length);
  });
});
