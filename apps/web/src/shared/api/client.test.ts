import { describe, expect, it, vi } from 'vitest';
import { SessionManager } from '../session/session.ts';
import { ApiClient, ApiError, clientVersion } from './client.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const envelope = { responseCode: '00', responseDescription: 'Success', validationErrors: [] };

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A client over a fake network; `signedIn` stores a fresh access token first. */
function clientWith(fetch: (url: string, init: RequestInit) => Promise<Response>, signedIn = true) {
  const session = new SessionManager({ storage: memoryStorage(), fetch, now: () => 0, scheduleRefresh: false });
  if (signedIn) session.setTokens({ accessToken: 'token-1', refreshToken: 'refresh-1', expiresIn: 300 });
  return new ApiClient({ fetch, session, language: () => 'ua' });
}

describe('main-API client (spec 000 §7, §8)', () => {
  it('sends the method in the address and the body, drops empty values, and sends the spec headers', async () => {
    // Proves the wire format: POST /api/?method=NAME, body with method, no null/''/NaN, bearer, language and client version.
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      json(200, {
        ...envelope,
        transactions: { transaction: [] },
        results: 0,
        rejectedCount: 0,
        processingCount: 0,
        pageSize: 20,
        exportCsv: '/api/history/export.csv',
      }),
    );
    await clientWith(fetch).call('transactionHistory', {
      pageNumber: 1,
      keyword: '',
      accountId: undefined,
      fromAmount: undefined,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/?method=transactionHistory');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ pageNumber: 1, method: 'transactionHistory' });
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Accept-Language')).toBe('ua');
    expect(headers.get('X-Client-Version')).toBe(clientVersion);
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends the customer a user acts for as the customer-id header and fromCustomerId (spec 000 §6–7)', async () => {
    // Proves a business user's or admin's acting customer reaches the dispatcher both ways, only on methods.
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(200, { ...envelope, accounts: [] }));
    const session = new SessionManager({ storage: memoryStorage(), fetch, now: () => 0, scheduleRefresh: false });
    session.setTokens({ accessToken: 'token-1', refreshToken: 'refresh-1', expiresIn: 300 });
    const client = new ApiClient({ fetch, session, language: () => 'en', actingCustomerId: () => 42 });
    await client.call('accountList', {});
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Customer-Id')).toBe('42');
    expect(JSON.parse(String(init?.body))).toEqual({ fromCustomerId: 42, method: 'accountList' });
    await client.call('brandConfig', {}).catch(() => undefined);
    const [, brandInit] = fetch.mock.calls[1] ?? [];
    expect(JSON.parse(String(brandInit?.body))).toEqual({ method: 'brandConfig' });
  });

  it('sends no Authorization header when signed out', async () => {
    // Proves public calls (brandConfig) work without a session and carry no stale token.
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(200, { ...envelope, accounts: [] }));
    await clientWith(fetch, false).call('accountList', {});
    expect(new Headers(fetch.mock.calls[0]?.[1].headers).has('Authorization')).toBe(false);
  });

  it('turns a VF reply into an ApiError that keeps its field errors', async () => {
    // Proves field errors reach the form with their codes.
    const client = clientWith(async () =>
      json(200, {
        responseCode: 'VF',
        responseDescription: 'fromCustomerId: Enter a number.',
        validationErrors: [{ field: 'fromCustomerId', code: 'invalid_number', description: 'Enter a number.' }],
      }),
    );
    const error = await client.call('accountList', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VF',
      status: 200,
      validationErrors: [{ field: 'fromCustomerId', code: 'invalid_number' }],
    });
  });

  it('reports a 5xx as a server fault, whatever its body says', async () => {
    // Proves spec 000 §8: a 500 shows "Server is not available" (code UE), never the server's text.
    const client = clientWith(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.call('accountList', {})).rejects.toMatchObject({ code: 'UE', status: 502 });
  });

  it('reports a network failure as AE', async () => {
    // Proves an unreachable server gives the network-error code, not an unhandled TypeError.
    const client = clientWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.call('accountList', {})).rejects.toMatchObject({ code: 'AE', status: 0 });
  });

  it('refuses a success reply that does not match the contract', async () => {
    // Proves replies are checked against the contract's response schema (an unexpected reply is a server error).
    const client = clientWith(async () => json(200, { ...envelope, accounts: [{ accountId: 'not-a-number' }] }));
    await expect(client.call('accountList', {})).rejects.toMatchObject({ code: 'UE' });
  });
});

describe('declared routes through the same client (decision 0020)', () => {
  const tokens = { ...envelope, accessToken: 'a', refreshToken: 'r', expiresIn: 300 };

  it('posts a public token-service route without the session token, empty values dropped', async () => {
    // Proves login goes to its declared path with its body, and a signed-in tab does not leak its token to it.
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      json(200, { ...envelope, authFlow: 'simple', accessToken: 'a', refreshToken: 'r', expiresIn: 300 }),
    );
    const reply = await clientWith(fetch).call('login', {
      client: 'spa',
      username: 'alice@example.com',
      password: 'secret',
      codeChallenge: 'c'.repeat(43),
      secret: '',
    });
    expect(reply.authFlow).toBe('simple');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      client: 'spa',
      username: 'alice@example.com',
      password: 'secret',
      codeChallenge: 'c'.repeat(43),
    });
    const headers = new Headers(init?.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get('X-Client-Version')).toBe(clientVersion);
  });

  it('fills path parameters, sends the rest as the body, and the session token to a customer route', async () => {
    // Proves the two-step confirm path carries reqId in the path and the code in the body, with the bearer.
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(200, { ...envelope, mode: 'otp' }));
    await clientWith(fetch).call('twoStepVerificationConfirm', { reqId: 'id/1', code: '123456' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/customer/two-step-verification/id%2F1/confirm');
    expect(JSON.parse(String(init?.body))).toEqual({ code: '123456' });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it("sends a device route's bearer instead of the session's, and a DELETE without a body", async () => {
    // Proves the device API authenticates with the device secret and its id goes into the path.
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(200, { ...envelope, id: 'dev-1' }));
    await clientWith(fetch).call('deviceUnlink', { id: 'dev-1' }, { bearer: 'device-secret-123' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/device-api/device/dev-1');
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer device-secret-123');
  });

  it('refreshes once after a 401 on a customer route and retries with the new token', async () => {
    // Proves spec 000 §4 for routes too: 401 → one refresh → the same request again.
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/auth/refresh') return json(200, { ...tokens, accessToken: 'token-2' });
      const authorization = new Headers(init.headers).get('Authorization');
      if (authorization === 'Bearer token-1') return json(401, { ...envelope, responseCode: 'AU' });
      return json(200, { ...envelope, devices: [] });
    });
    const reply = await clientWith(fetch).call('deviceList', {});
    expect(reply.devices).toEqual([]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/auth/devices',
      '/api/auth/refresh',
      '/api/auth/devices',
    ]);
    expect(new Headers(fetch.mock.calls[2]?.[1].headers).get('Authorization')).toBe('Bearer token-2');
  });

  it('puts the fields of a GET route in the query and hands back the file of a CSV route', async () => {
    // Proves the CSV export is called like any route: filter in the query, the streamed Response returned.
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('date,amount\n', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    );
    const response = await clientWith(fetch).call('historyExportCsv', { accountId: 7, keyword: '' });
    expect(await response.text()).toBe('date,amount\n');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/history/export.csv?accountId=7');
    expect(init?.method).toBe('GET');
  });

  it("turns a route's refusal into an ApiError with the reply's other fields", async () => {
    // Proves a throttled sign-in's botChallenge reaches the caller, as it did through the old token-service call.
    const client = clientWith(async () =>
      json(429, { responseCode: 'RL', responseDescription: 'Too many', validationErrors: [], botChallenge: { a: 1 } }),
    );
    const error = await client
      .call('login', { client: 'spa', username: 'a@b.co', password: 'x', codeChallenge: 'c'.repeat(43) })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'RL', status: 429, fields: { botChallenge: { a: 1 } } });
  });

  it('sends the session token-service calls through the same client (refresh with the spec headers)', async () => {
    // Proves the session's refresh is no raw fetch of its own: it carries the client version like every call.
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(200, { ...tokens, accessToken: 'token-2' }));
    const session = new SessionManager({ storage: memoryStorage(), fetch, now: () => 0, scheduleRefresh: false });
    session.setTokens({ accessToken: 'token-1', refreshToken: 'refresh-1', expiresIn: 5 });
    expect(await session.getAccessToken()).toBe('token-2');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/refresh');
    expect(new Headers(init?.headers).get('X-Client-Version')).toBe(clientVersion);
  });
});
