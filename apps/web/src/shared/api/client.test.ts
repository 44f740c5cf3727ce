import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionManager } from '../session/session.ts';
import { ApiError, callMethod } from './client.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('main-API client (spec 000 §4, §7)', () => {
  it('refreshes once on a 401 and retries the call with the new token', async () => {
    // Proves 401 → refresh → one retry.
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const headers = new Headers(init.headers);
        seen.push(`${url} ${headers.get('Authorization') ?? ''}`);
        if (url.startsWith('/api/?method=accountList')) {
          return headers.get('Authorization') === 'Bearer new'
            ? jsonResponse(200, {
                responseCode: '00',
                responseDescription: 'Success',
                validationErrors: [],
                accounts: [],
              })
            : jsonResponse(401, { responseCode: 'AU', responseDescription: 'x', validationErrors: [] });
        }
        return jsonResponse(200, { responseCode: '00', accessToken: 'new', refreshToken: 'r2', expiresIn: 300 });
      }),
    );
    const session = new SessionManager({ storage: storage(), fetch: (...args) => fetch(...args), now: () => 0 });
    session.setTokens({ accessToken: 'old', refreshToken: 'r1', expiresIn: 300 });
    const result = await callMethod('accountList', {}, {}, session);
    expect(result.accounts).toEqual([]);
    expect(seen).toEqual([
      '/api/?method=accountList Bearer old',
      '/api/auth/refresh ',
      '/api/?method=accountList Bearer new',
    ]);
  });

  it('drops empty values and sends the method in the body', async () => {
    // Proves the wire format of spec 000 §7.
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(200, {
          responseCode: '00',
          responseDescription: 'Success',
          validationErrors: [],
          accounts: [],
        });
      }),
    );
    const session = new SessionManager({ storage: storage(), fetch: (...args) => fetch(...args), now: () => 0 });
    await callMethod('accountList', { fromCustomerId: undefined }, {}, session);
    expect(bodies).toEqual([{ method: 'accountList' }]);
  });

  it('turns a VF reply into an ApiError with field errors', async () => {
    // Proves business failures surface with their code and fields.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(200, {
          responseCode: 'VF',
          responseDescription: 'bad',
          validationErrors: [{ field: 'fromCustomerId', code: 'invalid_number', description: 'Enter a number.' }],
        }),
      ),
    );
    const session = new SessionManager({ storage: storage(), fetch: (...args) => fetch(...args), now: () => 0 });
    const error = await callMethod('accountList', {}, {}, session).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VF', validationErrors: [{ field: 'fromCustomerId' }] });
  });
});
