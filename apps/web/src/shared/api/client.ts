import {
  dropEmptyValues,
  methods,
  responseCodes,
  type MethodName,
  type MethodRequest,
  type Methods,
  type ValidationError,
} from '@tessera/contract';
import type { z } from 'zod';
import { session, type SessionManager } from '../session/session.ts';

/** Client version sent with every call (spec 000 §7, §9). */
export const clientVersion = '2.1.2';
/** Request time-out (spec 000 §9: 5 minutes). */
const requestTimeoutMs = 5 * 60_000;

/**
 * A failed call: the catalogue code (spec 000 §8), the server's English description, field errors
 * of a 'VF' reply, and the HTTP status (0 when the server was not reached). 'AE' means the network
 * failed or timed out; 'UE' means a server fault or an unexpected reply.
 */
export class ApiError extends Error {
  /**
   * @param fields the reply's other fields beside the envelope (e.g. the sign-in's `botChallenge`
   *   with 'RL').
   */
  constructor(
    readonly code: string,
    readonly description: string,
    readonly validationErrors: ValidationError[] = [],
    readonly status = 0,
    readonly fields: Record<string, unknown> = {},
  ) {
    super(description);
    this.name = 'ApiError';
  }
}

/** The result fields of a main-API method, as its contract declares them. */
export type MethodResult<N extends MethodName> = z.output<Methods[N]['response']>;

let currentLanguage = 'en';
/** Sets the product language code sent as Accept-Language ('ua' for Ukrainian). */
export function setApiLanguage(language: string): void {
  currentLanguage = language;
}

interface Envelope {
  responseCode: string;
  responseDescription: string;
  validationErrors: ValidationError[];
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    value !== null &&
    typeof value === 'object' &&
    'responseCode' in value &&
    typeof value.responseCode === 'string' &&
    'responseDescription' in value &&
    typeof value.responseDescription === 'string'
  );
}

/**
 * True when a reply matches the contract's response schema of `name` (spec 000 §8: an unexpected
 * reply is a server error). Response schemas have no transforms, so a value that passes is the
 * result type itself (plus the envelope fields).
 */
function isMethodResult<N extends MethodName>(name: N, value: unknown): value is MethodResult<N> {
  return methods[name].response.safeParse(value).success;
}

export interface CallOptions {
  /** Sent as Idempotency-Key; reuse the same key when retrying the same submit. */
  idempotencyKey?: string;
}

export interface ApiClientDeps {
  /** The network; a fake in unit tests. */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  session: SessionManager;
  /** The product language code for Accept-Language. */
  language: () => string;
}

/**
 * The one HTTP client of the web app (spec 000 §7): main-API calls (`POST /api/?method=NAME`, the
 * method repeated in the body, empty values dropped) and token-service calls, with the spec's
 * headers and time-out, and errors normalised to {@link ApiError}.
 */
export class ApiClient {
  constructor(private readonly deps: ApiClientDeps) {}

  /**
   * Calls a main-API method. A 401 triggers one token refresh and one retry (spec 000 §4); a
   * second 401 ends the session. The reply is checked against the method's contract.
   * @throws ApiError with the reply's code; 'AE' for a network failure; 'UE' for a server fault.
   */
  async call<N extends MethodName>(
    name: N,
    input: MethodRequest<Methods[N]>,
    options: CallOptions = {},
  ): Promise<MethodResult<N>> {
    const body = { ...dropEmptyValues(input), method: name };
    const url = `/api/?method=${encodeURIComponent(name)}`;
    const extra: Record<string, string> = options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {};
    let token = await this.deps.session.getAccessToken();
    let reply = await this.send(url, body, token ? { ...extra, Authorization: `Bearer ${token}` } : extra);
    if (reply.status === 401 && token && (await this.deps.session.refreshAfterUnauthorized(token))) {
      token = await this.deps.session.getAccessToken();
      if (token) {
        reply = await this.send(url, body, { ...extra, Authorization: `Bearer ${token}` });
        if (reply.status === 401) this.deps.session.expire();
      }
    }
    checkEnvelope(reply.status, reply.body);
    if (!isMethodResult(name, reply.body)) throw new ApiError(responseCodes.unknownError, 'Unexpected reply');
    return reply.body;
  }

  /**
   * POSTs to a literal, signed-in path (spec 001 §7 security settings, e.g.
   * /api/customer/two-step-verification) with the bearer token, refreshing once on a 401 like
   * {@link ApiClient.call}, and returns the reply fields.
   * @throws ApiError like {@link ApiClient.call}.
   */
  async post(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    return this.rest('POST', path, body);
  }

  /** Like {@link ApiClient.post} for any method (GET and DELETE send no body). */
  async rest(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const payload = body === undefined ? undefined : dropEmptyValues(body);
    let token = await this.deps.session.getAccessToken();
    let reply = await this.send(path, payload, token ? { Authorization: `Bearer ${token}` } : {}, method);
    if (reply.status === 401 && token && (await this.deps.session.refreshAfterUnauthorized(token))) {
      token = await this.deps.session.getAccessToken();
      if (token) {
        reply = await this.send(path, payload, { Authorization: `Bearer ${token}` }, method);
        if (reply.status === 401) this.deps.session.expire();
      }
    }
    checkEnvelope(reply.status, reply.body);
    return { ...reply.body };
  }

  /**
   * POSTs to a token-service path (/api/auth/…) and returns the reply fields.
   * @throws ApiError like {@link ApiClient.call}.
   */
  async auth(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const reply = await this.send(path, dropEmptyValues(body), {});
    checkEnvelope(reply.status, reply.body);
    const fields: Record<string, unknown> = { ...reply.body };
    return fields;
  }

  private async send(
    url: string,
    body: unknown,
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'DELETE' = 'POST',
  ): Promise<{ status: number; body: unknown }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), requestTimeoutMs);
    try {
      const response = await this.deps.fetch(url, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          'Accept-Language': this.deps.language(),
          'X-Client-Version': clientVersion,
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: controller.signal,
      });
      const parsed: unknown = await response.json().catch(() => null);
      return { status: response.status, body: parsed };
    } catch {
      throw new ApiError(responseCodes.networkError, controller.signal.aborted ? 'Request timed out' : 'Network error');
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Throws the ApiError of a reply that is not a success (spec 000 §8). */
function checkEnvelope(status: number, body: unknown): asserts body is Envelope & object {
  if (status >= 500) {
    throw new ApiError(
      responseCodes.unknownError,
      isEnvelope(body) ? body.responseDescription : 'Server error',
      [],
      status,
    );
  }
  if (!isEnvelope(body)) throw new ApiError(responseCodes.unknownError, 'Unexpected reply', [], status);
  if (body.responseCode !== responseCodes.success) {
    const validationErrors = Array.isArray(body.validationErrors) ? body.validationErrors : [];
    const { responseCode, responseDescription, validationErrors: _errors, ...fields } = body;
    throw new ApiError(responseCode, responseDescription, validationErrors, status, fields);
  }
}

function clientFor(sessionManager: SessionManager): ApiClient {
  return new ApiClient({
    // Looked up at call time so the browser's fetch (or a test's) is used.
    fetch: (input, init) => fetch(input, init),
    session: sessionManager,
    language: () => currentLanguage,
  });
}

/** The app's client over the browser's fetch and the tab's session. */
const apiClient = clientFor(session);

/**
 * Calls a main-API method with the app's client (see {@link ApiClient.call}).
 * `sessionManager` is for tests that bring their own session.
 */
export function callMethod<N extends MethodName>(
  name: N,
  input: MethodRequest<Methods[N]>,
  options: CallOptions = {},
  sessionManager: SessionManager = session,
): Promise<MethodResult<N>> {
  return (sessionManager === session ? apiClient : clientFor(sessionManager)).call(name, input, options);
}

/** POSTs to a token-service path (/api/auth/…) and returns the reply fields. @throws ApiError */
export function callAuth(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  return apiClient.auth(path, body);
}

/** Calls a literal signed-in path with any method (see {@link ApiClient.rest}). */
export function callRest(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return apiClient.rest(method, path, body);
}

/** POSTs to a literal signed-in path with the app's client (see {@link ApiClient.post}). */
export function callPath(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  return apiClient.post(path, body);
}

/** A fresh idempotency key for one submit. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
