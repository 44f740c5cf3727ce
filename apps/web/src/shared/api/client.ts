import {
  dropEmptyValues,
  type MethodName,
  type MethodRequest,
  type MethodResponse,
  type Methods,
  type ValidationError,
} from '@tessera/contract';
import { session, type SessionManager } from '../session/session.ts';

/** Client version sent with every call (spec 000 §9). */
export const clientVersion = '2.1.2';
/** Request time-out (spec 000 §9: 5 minutes). */
export const requestTimeoutMs = 5 * 60_000;

/** A failed call: the catalogue code, the server's description and field errors. 'AE' = network, 'UE' = server fault. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly description: string,
    readonly validationErrors: ValidationError[] = [],
    readonly status = 0,
  ) {
    super(description);
    this.name = 'ApiError';
  }
}

let currentLanguage = 'en';
/** Sets the language sent in Accept-Language. */
export function setApiLanguage(language: string): void {
  currentLanguage = language;
}

interface Envelope {
  responseCode: string;
  responseDescription: string;
  validationErrors: ValidationError[];
}

function isEnvelope(value: unknown): value is Envelope & Record<string, unknown> {
  return (
    value !== null && typeof value === 'object' && 'responseCode' in value && typeof value.responseCode === 'string'
  );
}

async function send(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), requestTimeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': currentLanguage,
        'X-Client-Version': clientVersion,
        ...headers,
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const parsed: unknown = await response.json().catch(() => null);
    return { status: response.status, body: parsed };
  } catch {
    throw new ApiError('AE', 'Network error');
  } finally {
    clearTimeout(timer);
  }
}

function toResult(status: number, body: unknown): Record<string, unknown> {
  if (!isEnvelope(body)) throw new ApiError(status >= 500 ? 'UE' : 'AE', 'Unexpected reply', [], status);
  if (body.responseCode !== '00')
    throw new ApiError(body.responseCode, body.responseDescription, body.validationErrors ?? [], status);
  return body;
}

export interface CallOptions {
  /** Sent as Idempotency-Key; reuse the same key when retrying the same submit. */
  idempotencyKey?: string;
}

/**
 * Calls a main-API method (spec 000 §7): `POST /api/?method=NAME` with the method in the body and
 * empty values dropped. A 401 triggers one token refresh and one retry.
 * @throws ApiError with the reply's code, or 'AE' for a network failure.
 */
export async function callMethod<N extends MethodName>(
  name: N,
  input: MethodRequest<Methods[N]>,
  options: CallOptions = {},
  sessionManager: SessionManager = session,
): Promise<MethodResponse<Methods[N]>> {
  const body = { ...dropEmptyValues(input), method: name };
  const attempt = async (): Promise<{ status: number; body: unknown }> => {
    const token = await sessionManager.getAccessToken();
    return send(`/api/?method=${encodeURIComponent(name)}`, body, {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
    });
  };
  let reply = await attempt();
  if (reply.status === 401 && sessionManager.isAuthenticated() && (await sessionManager.refresh()))
    reply = await attempt();
  const result = toResult(reply.status, reply.body);
  // The server validated its reply against the same contract.
  return result as MethodResponse<Methods[N]>;
}

/** POSTs to a token-service path (/api/auth/…) and returns the reply fields. @throws ApiError */
export async function callAuth(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const reply = await send(path, dropEmptyValues(body), {});
  return toResult(reply.status, reply.body);
}

/** A fresh idempotency key for one submit. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
