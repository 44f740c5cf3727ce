import {
  dropEmptyValues,
  fillPath,
  methodAreaOf,
  pathParameterNames,
  responseCodes,
  routeAreaOf,
  type HttpRouteName,
  type MethodDeclaration,
  type MethodName,
  type MethodRequest,
  type Methods,
  type RouteAccess,
  type RouteDeclaration,
  type RouteInput,
  type RouteRepliesJson,
  type RouteResponse,
  type Routes,
  type ValidationError,
} from '@tessera/contract';
import type { z } from 'zod';
import { methodAreaLoaders, routeAreaLoaders } from './catalogue-loaders.ts';
import { xhrUpload, type UploadTransport } from './xhr-upload.ts';

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

/** Everything the web can call by name: a main-API method or a declared HTTP route. */
export type EndpointName = MethodName | HttpRouteName;

/** What a call of `N` takes: a method's body, or a route's path parameters, query and body fields in one object. */
export type EndpointInput<N extends EndpointName> = N extends MethodName
  ? MethodRequest<Methods[N]>
  : N extends HttpRouteName
    ? RouteInput<Routes[N]>
    : never;

/**
 * What a call of `N` answers: the result fields (with the envelope's) as the contract declares
 * them, or for a route that answers a file (the CSV export) the successful `Response` to stream.
 */
export type EndpointResult<N extends EndpointName> = N extends MethodName
  ? MethodResult<N>
  : N extends HttpRouteName
    ? RouteRepliesJson<Routes[N]> extends true
      ? RouteResponse<Routes[N]>
      : Response
    : never;

let currentLanguage = 'en';
/** Sets the product language code sent as Accept-Language ('ua' for Ukrainian). */
export function setApiLanguage(language: string): void {
  currentLanguage = language;
}
/** The product language code sent as Accept-Language. */
export function apiLanguage(): string {
  return currentLanguage;
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

export interface CallOptions {
  /** Sent as Idempotency-Key; reuse the same key when retrying the same submit. */
  idempotencyKey?: string;
  /**
   * The bearer token instead of the session's access token: a linked device's secret for the
   * device routes. Never refreshed.
   */
  bearer?: string;
  /** Cancels the call (the CSV download's cancel button); the abort error is thrown as is. */
  signal?: AbortSignal;
  /**
   * Multipart calls only: called with the share of the request body sent so far (0–1) while it
   * uploads, for a determinate progress bar (decision 0089). The request then goes through
   * XMLHttpRequest (fetch cannot report upload progress); headers, retries and the reply's reading
   * are the same. A retry after a 401 reports from 0 again.
   */
  onUploadProgress?: (fraction: number) => void;
}

/** Who the session's access token is sent to: every method, and the routes a signed-in customer may call. */
const sessionAccess: ReadonlySet<RouteAccess> = new Set(['customer', 'admin', 'customerOrPendingSignIn']);

/** The access token's source: the tab's session (refreshed before expiry, once after a 401). */
interface TokenSource {
  getAccessToken(): Promise<string | null>;
  /** After a 401 for `rejectedToken`: whether a retry with the current token makes sense. */
  refreshAfterUnauthorized(rejectedToken: string): Promise<boolean>;
  /** Ends the session (a retry was refused too). */
  expire(): void;
}

export interface ApiClientDeps {
  /** The network; a fake in unit tests. */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** The network for uploads that report progress; XMLHttpRequest by default, a fake in unit tests. */
  upload?: UploadTransport;
  /** The tab's session; absent for the session's own token-service calls (refresh, logout). */
  session?: TokenSource;
  /** The product language code for Accept-Language. */
  language: () => string;
  /**
   * The customer a business user or an administrator acts for, when not their own (spec 000 §6–7);
   * sent as the customer-id header and as `fromCustomerId` to every method that takes it.
   */
  actingCustomerId?: () => number | null;
}

/** One HTTP request as {@link ApiClient.call} builds it from a declaration. */
interface Outgoing {
  verb: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body: unknown;
  sendsSession: boolean;
  response: z.ZodType;
  /** 'envelope' and 'json' answer JSON; anything else is a media type answered as a file. */
  reply: string;
}

/**
 * The declaration of main-API method `name`, from its area's chunk (downloaded on the area's first
 * call, so the first screen does not download the whole contract).
 */
async function methodNamed(name: MethodName): Promise<MethodDeclaration> {
  const declarations: Readonly<Record<string, MethodDeclaration>> = await methodAreaLoaders[methodAreaOf[name]]();
  const declaration = declarations[name];
  if (!declaration) throw new Error(`no method named ${name}`);
  return declaration;
}

/**
 * The fields of a method's request schema: a zod object's shape, none for any other schema. Read
 * from the schema itself, so the client needs no zod at run time (decision 0126).
 */
function requestShape(request: z.ZodType): object {
  const shape: unknown = (request as { shape?: unknown }).shape;
  return typeof shape === 'object' && shape !== null ? shape : {};
}

/**
 * The request of main-API method `name` (spec 000 §7): POST to /api/?method=NAME, the method repeated
 * in the body; for a method that declares a multipart body, the same address with the `data` part
 * (the request's fields and the method) and the files (decision 0134).
 */
function methodRequest(
  name: MethodName,
  declaration: MethodDeclaration,
  input: object,
  actingCustomerId: number | null,
): Outgoing {
  const url = `/api/?method=${encodeURIComponent(name)}`;
  if (declaration.multipart) {
    const { data, files } = input as { data?: object; files?: Record<string, Blob | undefined> };
    return {
      verb: 'POST',
      url,
      body: multipartForm({ ...dropEmptyValues(data ?? {}), method: name }, declaration.multipart.files, files ?? {}),
      sendsSession: true,
      response: declaration.response,
      reply: 'envelope',
    };
  }
  const takesCustomer = 'fromCustomerId' in requestShape(declaration.request);
  const acting = actingCustomerId !== null && takesCustomer ? { fromCustomerId: actingCustomerId } : {};
  return {
    verb: 'POST',
    url,
    body: { ...acting, ...dropEmptyValues(input), method: name },
    sendsSession: true,
    response: declaration.response,
    reply: 'envelope',
  };
}

/** The request of a declared route: `:name` fields in the path, the rest in the query (GET, DELETE) or the body. */
function routeRequest(route: RouteDeclaration, input: object): Outgoing {
  const fields: Record<string, unknown> = dropEmptyValues({ ...input });
  const parameterNames = new Set(pathParameterNames(route.path));
  const rest = Object.fromEntries(Object.entries(fields).filter(([key]) => !parameterNames.has(key)));
  const path = fillPath(route.path, fields);
  const hasBody = route.method === 'POST' || route.method === 'PUT';
  if (route.request.multipart) return { ...multipartRequest(route, path, fields), verb: route.method };
  const query = new URLSearchParams(Object.entries(rest).map(([key, value]) => [key, String(value)])).toString();
  return {
    verb: route.method,
    url: hasBody || query === '' ? path : `${path}?${query}`,
    body: hasBody ? rest : undefined,
    sendsSession: sessionAccess.has(route.access),
    response: route.response,
    reply: route.reply ?? 'envelope',
  };
}

/**
 * A multipart body (spec 000 §7 "multipart with a data part plus a document file"; decisions 0070,
 * 0134): the `data` part as JSON, then each declared file under its part name.
 */
function multipartForm(data: unknown, parts: readonly string[], files: Record<string, Blob | undefined>): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const part of parts) {
    const file = files[part];
    if (file) form.append(part, file, file instanceof File ? file.name : part);
  }
  return form;
}

/** A route's multipart request (the hosted identity-verification page's captures). */
function multipartRequest(route: RouteDeclaration, path: string, fields: Record<string, unknown>) {
  const files = (fields.files ?? {}) as Record<string, Blob | undefined>;
  return {
    url: path,
    body: multipartForm(fields.data ?? {}, route.request.multipart?.files ?? [], files),
    sendsSession: sessionAccess.has(route.access),
    response: route.response,
    reply: route.reply ?? 'envelope',
  };
}

function isMethodName(name: string): name is MethodName {
  return Object.hasOwn(methodAreaOf, name);
}

/**
 * Starts downloading the declaration of endpoint `name` (its area's chunk, with zod) without
 * calling it, so that a call made soon after waits for no download; a failed download is tried
 * again by the call. The login form prepares its sign-in when first focused (decision 0126).
 */
export function prepareCall(name: EndpointName): void {
  (isMethodName(name) ? methodNamed(name) : routeNamed(name)).catch(() => undefined);
}

/** The declaration of route `name`, its area's routes downloaded on first use. */
async function routeNamed(name: HttpRouteName): Promise<RouteDeclaration> {
  const declarations: Readonly<Record<string, Routes[keyof Routes]>> = await routeAreaLoaders[routeAreaOf[name]]();
  const declaration = declarations[name];
  if (!declaration || declaration.kind !== 'route') throw new Error(`no HTTP route named ${name}`);
  return declaration;
}

/**
 * The one HTTP client of the web app (spec 000 §7): every main-API method and every declared route
 * (token service, devices, device API, two-step, CSV export) is called through {@link ApiClient.call},
 * typed by the contract's declarations, with the spec's headers and time-out, empty values dropped,
 * and errors normalised to {@link ApiError}.
 */
export class ApiClient {
  constructor(private readonly deps: ApiClientDeps) {}

  /**
   * Calls method or route `name` with `input`. The session's access token goes to methods and to the
   * routes of a signed-in customer; a 401 then triggers one token refresh and one retry (spec 000 §4),
   * and a second 401 ends the session. `options.bearer` (a device's secret) replaces the session's token.
   * The reply is checked against the declaration's response schema.
   * @throws ApiError with the reply's code and fields; 'AE' for a network failure or time-out; 'UE'
   *   for a server fault or a reply that does not match the contract.
   */
  async call<N extends EndpointName>(
    name: N,
    input: EndpointInput<N>,
    options: CallOptions = {},
  ): Promise<EndpointResult<N>> {
    const actingCustomerId = this.deps.actingCustomerId?.() ?? null;
    const route = isMethodName(name) ? undefined : await routeNamed(name as HttpRouteName);
    const outgoing = route
      ? routeRequest(route, input)
      : methodRequest(name as MethodName, await methodNamed(name as MethodName), input, actingCustomerId);
    const extra: Record<string, string> = {
      ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
      // Routes take the acting customer from the header when they declare a right (decision 0101).
      ...(actingCustomerId !== null && (route === undefined || route.accessRight !== undefined)
        ? { 'Customer-Id': String(actingCustomerId) }
        : {}),
    };
    const session = outgoing.sendsSession && options.bearer === undefined ? this.deps.session : undefined;
    const bearer = options.bearer ?? (await session?.getAccessToken()) ?? null;
    const withBearer = (token: string | null) => (token ? { ...extra, Authorization: `Bearer ${token}` } : extra);
    let response = await this.send(outgoing, withBearer(bearer), options);
    if (response.status === 401 && session && bearer && (await session.refreshAfterUnauthorized(bearer))) {
      const token = await session.getAccessToken();
      if (token) {
        response = await this.send(outgoing, withBearer(token), options);
        if (response.status === 401) session.expire();
      }
    }
    if (outgoing.reply !== 'envelope' && outgoing.reply !== 'json') {
      const contentType = response.headers.get('Content-Type') ?? '';
      // A stored file ('file') comes in the type detected at upload; anything but the JSON envelope is it.
      const isFile =
        response.ok &&
        (outgoing.reply === 'file' ? !contentType.includes('application/json') : contentType.includes(outgoing.reply));
      if (isFile && isResult<N>(response, () => true)) return response;
    }
    const body = await readJson(response);
    if (outgoing.reply !== 'json') checkEnvelope(response.status, body);
    else if (!response.ok) throw new ApiError(responseCodes.unknownError, 'Server error', [], response.status);
    if (!isResult<N>(body, (value) => outgoing.response.safeParse(value).success))
      throw new ApiError(responseCodes.unknownError, 'Unexpected reply', [], response.status);
    return body;
  }

  private async send(
    outgoing: Outgoing,
    extraHeaders: Record<string, string>,
    { signal, onUploadProgress }: Pick<CallOptions, 'signal' | 'onUploadProgress'>,
  ): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), requestTimeoutMs);
    const cancel = () => controller.abort();
    signal?.addEventListener('abort', cancel);
    const headers = {
      // A FormData body gets its multipart Content-Type (with the boundary) from the browser.
      ...(outgoing.body === undefined || outgoing.body instanceof FormData
        ? {}
        : { 'Content-Type': 'application/json' }),
      'Accept-Language': this.deps.language(),
      'X-Client-Version': clientVersion,
      ...extraHeaders,
    };
    try {
      if (outgoing.body instanceof FormData && onUploadProgress) {
        onUploadProgress(0);
        return await (this.deps.upload ?? xhrUpload)(
          outgoing.url,
          { method: outgoing.verb, headers, body: outgoing.body, signal: controller.signal },
          onUploadProgress,
        );
      }
      return await this.deps.fetch(outgoing.url, {
        method: outgoing.verb,
        headers,
        ...(outgoing.body === undefined
          ? {}
          : { body: outgoing.body instanceof FormData ? outgoing.body : JSON.stringify(outgoing.body) }),
        signal: controller.signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(responseCodes.networkError, controller.signal.aborted ? 'Request timed out' : 'Network error');
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }
}

/**
 * True when `check` accepts `value` as the result of `N`: the declaration's response schema accepted
 * the reply (response schemas have no transforms, so the reply is the result itself plus the
 * envelope fields), or it is the successful `Response` of a route that answers a file.
 */
function isResult<N extends EndpointName>(
  value: unknown,
  check: (value: unknown) => boolean,
): value is EndpointResult<N> {
  return check(value);
}

async function readJson(response: Response): Promise<unknown> {
  return response.json().catch(() => null);
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

/** A fresh idempotency key for one submit. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
