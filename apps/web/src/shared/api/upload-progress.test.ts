import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionManager } from '../session/session.ts';
import { ApiClient, ApiError, clientVersion } from './client.ts';
import { FakeXhr } from '../../test/fake-xhr.ts';
import { xhrUpload, type UploadRequest, type UploadTransport } from './xhr-upload.ts';

// Upload progress (decision 0089): a multipart call with onUploadProgress goes through the upload
// transport with the same headers, retry and reply reading as fetch; the XMLHttpRequest transport
// reports the share sent and answers a standard Response.

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

/** A signed-in client whose uploads go to `upload` and everything else to `fetch`. */
function clientWith(upload: UploadTransport, fetch = vi.fn(async (_url: string, _init: RequestInit) => json(500, {}))) {
  const session = new SessionManager({ storage: memoryStorage(), fetch, now: () => 0, scheduleRefresh: false });
  session.setTokens({ accessToken: 'token-1', refreshToken: 'refresh-1', expiresIn: 300 });
  return { client: new ApiClient({ fetch, upload, session, language: () => 'ro' }), fetch };
}

const passport = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'passport.png', { type: 'image/png' });

describe('API client: multipart calls with upload progress', () => {
  it('sends through the upload transport with the session and spec headers, and reports the share sent', async () => {
    // Proves the progress path keeps auth, language and client version, the multipart body, and reads the reply as fetch's.
    const calls: { url: string; request: UploadRequest }[] = [];
    const upload: UploadTransport = async (url, request, onProgress) => {
      calls.push({ url, request });
      onProgress(0.25);
      onProgress(1);
      return json(200, { ...envelope, documents: [] });
    };
    const { client, fetch } = clientWith(upload);
    const fractions: number[] = [];
    const reply = await client.call(
      'documentUpload',
      { data: { documentType: 1 }, files: { document: passport } },
      { onUploadProgress: (fraction) => fractions.push(fraction) },
    );
    expect(reply.documents).toEqual([]);
    expect(fractions).toEqual([0, 0.25, 1]);
    expect(fetch).not.toHaveBeenCalled();
    const [sent] = calls;
    expect(sent?.url).toBe('/api/?method=documentUpload');
    expect(sent?.request.method).toBe('POST');
    expect(sent?.request.headers).toEqual({
      'Accept-Language': 'ro',
      'X-Client-Version': clientVersion,
      Authorization: 'Bearer token-1',
    });
    expect(JSON.parse(String(sent?.request.body.get('data')))).toEqual({ documentType: 1, method: 'documentUpload' });
    expect(sent?.request.body.get('document')).toBeInstanceOf(File);
  });

  it('turns a VF reply into the same ApiError as the fetch path, and a network failure into AE', async () => {
    // Proves error handling is shared: field errors kept, a transport failure normalised.
    const refused = clientWith(async () =>
      json(200, {
        responseCode: 'VF',
        responseDescription: 'Bad file',
        validationErrors: [{ field: 'document', code: 'file_type_not_allowed', description: 'No' }],
      }),
    ).client;
    const error = await refused
      .call(
        'documentUpload',
        { data: { documentType: 1 }, files: { document: passport } },
        { onUploadProgress: () => {} },
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VF',
      validationErrors: [{ field: 'document', code: 'file_type_not_allowed' }],
    });

    const offline = clientWith(async () => Promise.reject(new TypeError('Network error'))).client;
    const failure = await offline
      .call(
        'documentUpload',
        { data: { documentType: 1 }, files: { document: passport } },
        { onUploadProgress: () => {} },
      )
      .catch((caught: unknown) => caught);
    expect(failure).toMatchObject({ code: 'AE' });
  });

  it('refreshes once after a 401 and uploads again with the new token', async () => {
    // Proves spec 000 §4 holds on the upload path too.
    const tokens: (string | undefined)[] = [];
    const upload: UploadTransport = async (_url, request) => {
      tokens.push(request.headers.Authorization);
      return request.headers.Authorization === 'Bearer token-1'
        ? json(401, { ...envelope, responseCode: 'AU' })
        : json(200, { ...envelope, documents: [] });
    };
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      json(200, { ...envelope, accessToken: 'token-2', refreshToken: 'r', expiresIn: 300 }),
    );
    const { client } = clientWith(upload, fetch);
    await client.call(
      'documentUpload',
      { data: { documentType: 1 }, files: { document: passport } },
      { onUploadProgress: () => {} },
    );
    expect(tokens).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/auth/refresh']);
  });

  it('uses fetch for a multipart call without onUploadProgress', async () => {
    // Proves the progress path is opt-in: other uploads are unchanged.
    const upload = vi.fn<UploadTransport>();
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(200, { ...envelope, documents: [] }));
    await clientWith(upload, fetch).client.call('documentUpload', {
      data: { documentType: 1 },
      files: { document: passport },
    });
    expect(upload).not.toHaveBeenCalled();
    expect(fetch.mock.calls[0]?.[1].body).toBeInstanceOf(FormData);
  });
});

describe('xhrUpload', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.last = undefined;
  });

  function request(signal = new AbortController().signal): UploadRequest {
    const body = new FormData();
    body.append('data', '{}');
    return { method: 'POST', headers: { Authorization: 'Bearer t', 'Accept-Language': 'es' }, body, signal };
  }

  it('sends the method, headers and body, reports fractions, and answers a Response with status, headers and body', async () => {
    // Proves the transport is a drop-in for fetch with progress.
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fractions: number[] = [];
    const sent = request();
    const pending = xhrUpload('/api/documents', sent, (fraction) => fractions.push(fraction));
    const xhr = FakeXhr.last;
    expect(xhr?.opened).toEqual(['POST', '/api/documents']);
    expect(xhr?.requestHeaders).toEqual({ Authorization: 'Bearer t', 'Accept-Language': 'es' });
    expect(xhr?.sent).toBe(sent.body);
    xhr?.progress(512, 2048);
    xhr?.progress(2048, 2048);
    xhr?.answer(200, '{"responseCode":"00"}', 'content-type: application/json\r\nx-request-id: abc\r\n');
    const response = await pending;
    expect(fractions).toEqual([0.25, 1]);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(await response.json()).toEqual({ responseCode: '00' });
  });

  it('rejects a network failure with a TypeError and an aborted signal with an AbortError, as fetch does', async () => {
    // Proves the client's time-out and failure handling work unchanged on this path.
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failed = xhrUpload('/api/documents', request(), () => {});
    FakeXhr.last?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const aborted = xhrUpload('/api/documents', request(controller.signal), () => {});
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last?.aborted).toBe(true);
  });
});
