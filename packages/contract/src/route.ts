import type { RequiredAccessRight } from './rules/access-rights.ts';
import type { z } from 'zod';

/**
 * Who may call a literal route and how the caller proves it (spec 000 §6, §7):
 * - `public`: anyone, no credential (the token service's sign-in, refresh, activation; health, docs);
 * - `customer`: a signed-in customer's access token as `Authorization: Bearer` (401 'AU' otherwise);
 * - `admin`: like `customer`, and the caller is an administrator ('13' otherwise);
 * - `device`: a linked device's own secret as the bearer token (401 'AU' when unlinked);
 * - `pendingSignIn`: a sign-in under way names itself in the body (its `tmpJwt`, or the
 *   verifyDevice step's `code`); the handler checks it;
 * - `customerOrPendingSignIn`: the body's `tmpJwt` of a pending sign-in when present, else an access token.
 */
export type RouteAccess = 'public' | 'customer' | 'admin' | 'device' | 'pendingSignIn' | 'customerOrPendingSignIn';

/** HTTP verbs of the literal routes. */
export type RouteVerb = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A multipart body (spec 000 §7: "multipart with a data part plus a document file"): one `data` part
 * holding JSON that `data` validates, and at most one file part of each name in `files`, each at most
 * `maxFileBytes` bytes. The server reads the whole body under these limits before the handler runs.
 */
export interface MultipartRequest {
  readonly data: z.ZodType;
  readonly files: readonly string[];
  readonly maxFileBytes: number;
}

/** The parts of a route's request, each validated by its own schema (absent: the part is ignored). */
export interface RouteRequest {
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
  /** A multipart body instead of a JSON one (decision 0070). */
  readonly multipart?: MultipartRequest;
}

/** One received file part: its bytes and the file name the client declared (untrusted, for display only). */
export interface ReceivedFile {
  bytes: Uint8Array;
  declaredName: string;
}

/**
 * What a route answers on success: `envelope` (the default) the response fields inside the
 * `{responseCode: '00', …}` envelope like the main API; `json` the response schema as is, without
 * the envelope (health, the OpenAPI document); otherwise a body of that media type (CSV, HTML, CSS, PDF)
 * that `response` describes as text; `file` a stored file whose type the handler gives (the type
 * detected when it was uploaded, decision 0070).
 */
export type RouteReply = 'envelope' | 'json' | 'text/csv' | 'text/html' | 'text/css' | 'application/pdf' | 'file';

/**
 * One literal route (path and verb) under /api or /device-api, declared once and shared by web and
 * server like a main-API method (DESIGN §3). `path` is in the server's form, `:name` for a path
 * parameter that `request.params` validates. `rateLimit` is the number of calls per client address
 * per minute as a multiple of the server's sign-in limit (`LOGIN_RATE_LIMIT_PER_MINUTE`); without
 * it the route has no per-route limit.
 */
export interface RouteDeclaration<
  Name extends string = string,
  Access extends RouteAccess = RouteAccess,
  Request extends RouteRequest = RouteRequest,
  Response extends z.ZodType = z.ZodType,
  Reply extends RouteReply = RouteReply,
> {
  readonly kind: 'route';
  readonly name: Name;
  readonly method: RouteVerb;
  readonly path: string;
  readonly access: Access;
  readonly summary: string;
  readonly request: Request;
  readonly response: Response;
  readonly reply?: Reply;
  readonly rateLimit?: number;
  /**
   * For a `customer` route about a customer's money, documents or settings: what a user needs on
   * the customer named by the customer-id header (spec 000 §7) to call it for that customer; the
   * adapter resolves and checks it like the dispatcher does for methods (decisions 0028, 0101).
   * Routes without it (the caller's own devices and sign-in) always act for the caller's customer.
   */
  readonly accessRight?: RequiredAccessRight;
}

/**
 * A websocket channel (`GET` upgraded): the client's first message (`firstMessage`) says who
 * listens; the server then sends `serverMessage`s, and the client may send `clientMessage`s (a
 * refreshed credential). A missing, late or refused first message, or a refused later one, closes
 * the channel with `closeCode`.
 */
export interface ChannelDeclaration<
  Name extends string = string,
  FirstMessage extends z.ZodType = z.ZodType,
  ServerMessage extends z.ZodType = z.ZodType,
  ClientMessage extends z.ZodType = z.ZodType,
> {
  readonly kind: 'channel';
  readonly name: Name;
  readonly path: string;
  readonly summary: string;
  readonly firstMessage: FirstMessage;
  readonly serverMessage: ServerMessage;
  readonly clientMessage: ClientMessage;
  readonly closeCode: number;
  readonly firstMessageTimeoutMs: number;
}

/**
 * Declares a literal route; the literal name, access, schemas and reply kind become part of its type
 * (`NoInfer`: a surrounding `satisfies` must not widen them).
 */
export function defineRoute<
  Name extends string,
  Access extends RouteAccess,
  Request extends RouteRequest,
  Response extends z.ZodType,
  Reply extends RouteReply = 'envelope',
>(
  declaration: Omit<RouteDeclaration<Name, Access, Request, Response, Reply>, 'kind'>,
): NoInfer<RouteDeclaration<Name, Access, Request, Response, Reply>> {
  return { kind: 'route', ...declaration };
}

/** Declares a websocket channel. */
export function defineChannel<
  Name extends string,
  FirstMessage extends z.ZodType,
  ServerMessage extends z.ZodType,
  ClientMessage extends z.ZodType,
>(
  declaration: Omit<ChannelDeclaration<Name, FirstMessage, ServerMessage, ClientMessage>, 'kind'>,
): NoInfer<ChannelDeclaration<Name, FirstMessage, ServerMessage, ClientMessage>> {
  return { kind: 'channel', ...declaration };
}

type PartInput<Part> = Part extends z.ZodType ? z.input<Part> : unknown;
type PartOutput<Part> = Part extends z.ZodType ? z.output<Part> : undefined;
type RequestOf<R> =
  R extends RouteDeclaration<string, RouteAccess, infer Request, z.ZodType, RouteReply> ? Request : never;
type NothingIfUnknown<T> = unknown extends T ? Record<string, never> : T;

/**
 * What a caller passes to a route, flattened: its path parameters, query and body fields in one
 * object (the web client puts `:name` fields in the path, the rest in the query of a GET or DELETE
 * and in the body otherwise).
 */
export type RouteInput<R> = NothingIfUnknown<
  PartInput<RequestOf<R>['body']> &
    PartInput<RequestOf<R>['query']> &
    PartInput<RequestOf<R>['params']> &
    MultipartInput<RequestOf<R>['multipart']>
>;

/**
 * What a caller passes for a multipart body: `data` (sent as the JSON `data` part) and the files by
 * part name (a browser `Blob` or `File`; its name is sent as the declared file name).
 */
type MultipartInput<Part> = Part extends MultipartRequest
  ? { data: z.input<Part['data']>; files: Partial<Record<Part['files'][number], Blob>> }
  : unknown;

/** The parsed request parts a server handler receives (`undefined` for a part the route does not take). */
export interface RouteParsedRequest<R> {
  body: PartOutput<RequestOf<R>['body']>;
  query: PartOutput<RequestOf<R>['query']>;
  params: PartOutput<RequestOf<R>['params']>;
  multipart: MultipartOutput<RequestOf<R>['multipart']>;
}

type MultipartOutput<Part> = Part extends MultipartRequest
  ? { data: z.output<Part['data']>; files: Partial<Record<Part['files'][number], ReceivedFile>> }
  : undefined;

/** Result fields of a declared route (without the envelope), or its text for a CSV, HTML or CSS reply. */
export type RouteResponse<R> =
  R extends RouteDeclaration<string, RouteAccess, RouteRequest, infer Response, RouteReply> ? z.infer<Response> : never;

/** True when a route's success body is JSON (with or without the envelope) rather than text or a file. */
export type RouteRepliesJson<R> =
  R extends RouteDeclaration<string, RouteAccess, RouteRequest, z.ZodType, infer Reply>
    ? Reply extends 'envelope' | 'json'
      ? true
      : false
    : false;

/** The path parameter names of a server path ("/a/:id/b" → ["id"]). */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((match) => match[1] ?? '');
}

/**
 * Fills a route's `:name` segments from `values` (URI-encoded).
 * @throws Error when a parameter is missing (a programming error: the route's type requires it).
 */
export function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The OpenAPI form of a server path ("/a/:id" → "/a/{id}"). */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}');
}

/** A contract area's literal routes and channels, keyed by name. */
type RouteMap = Readonly<Record<string, RouteDeclaration | ChannelDeclaration>>;

/**
 * Declares a contract area's routes: the key is the route's name (what the web calls and the server
 * handles), and a key that differs from its declaration's `name` is a compile error.
 */
export function defineRoutes<const Map extends RouteMap>(
  declarations: Map & { readonly [Name in keyof Map]: { readonly name: Name } },
): Map {
  return declarations;
}
