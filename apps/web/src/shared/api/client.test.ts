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
