import type { Readable } from 'node:stream';
import {
  dropEmptyValues,
  routes,
  successEnvelope,
  type ChannelDeclaration,
  type MultipartRequest,
  type ReceivedFile,
  type RequiredAccessRight,
  type RouteAccess,
  type RouteDeclaration,
  type RouteName,
  type RouteParsedRequest,
  type RouteRepliesJson,
  type RouteResponse,
  type Routes,
} from '@tessera/contract';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { readMultipartBody, registerMultipart } from './multipart.ts';
import type { AuthContext, CallContext } from './context.ts';
import { parseOrThrow } from './reply.ts';

/**
 * Who called a route, by its declared access: the signed-in caller for `customer` and `admin`, the
 * linked device for `device`, the signed-in caller if any for `customerOrPendingSignIn`, nobody
 * (the handler checks the body's credential) for `public` and `pendingSignIn`.
 */
type RouteCaller<Access extends RouteAccess, Device> = Access extends 'customer' | 'admin'
  ? AuthContext
  : Access extends 'device'
    ? Device
    : Access extends 'customerOrPendingSignIn'
      ? AuthContext | null
      : null;

/** What a route handler receives besides its parsed request. */
interface RouteContext<Access extends RouteAccess, Device> {
  /** The same context a main-API handler gets (database, brand, log, caller as `auth`, …). */
  call: CallContext;
  caller: RouteCaller<Access, Device>;
  /** The raw request, for the client address, user agent and host. */
  request: FastifyRequest;
}

/**
 * A text or file reply (CSV, HTML, CSS, PDF, a stored file): its body and extra headers; the content
 * type comes from the declaration, or for a `file` reply from `contentType` (required there).
 */
export interface RouteFile {
  body: string | Readable | Uint8Array;
  headers?: Record<string, string>;
  contentType?: string;
}

type AccessOf<R> = R extends RouteDeclaration<string, infer Access> ? Access : never;

/** A route handler: the parsed request parts and context in, the result fields (or a file) out. */
type RouteHandler<R, Device> = (
  input: RouteParsedRequest<R>,
  ctx: RouteContext<AccessOf<R>, Device>,
) => Promise<RouteRepliesJson<R> extends true ? RouteResponse<R> : RouteFile>;

/** A websocket channel's handler (the @fastify/websocket socket and the upgrade request). */
export type ChannelHandler = (socket: WebSocket, request: FastifyRequest) => void;

/** Handlers keyed by route name, as each module exports them from its `<area>.routes.ts`. */
export type RouteHandlers<Device> = {
  [Name in RouteName]?: Routes[Name] extends ChannelDeclaration ? ChannelHandler : RouteHandler<Routes[Name], Device>;
};

/** What the adapter needs from the app: the callers' authentication and the call context. */
export interface RouteDeps<Device> {
  /** The server's sign-in limit per client address per minute; a route's `rateLimit` multiplies it. */
  signInLimitPerMinute: number;
  authenticate(authorization: string | undefined): Promise<AuthContext | null>;
  /** The live linked device whose secret is `secret`, or null. */
  authenticateDevice(secret: string | undefined, ip: string): Promise<Device | null>;
  contextFor(request: FastifyRequest, auth: AuthContext | null): CallContext;
  /** The customer a route declaring `accessRight` acts for, checked against the caller's right (decision 0101). */
  actingCustomerFor(request: FastifyRequest, auth: AuthContext, accessRight: RequiredAccessRight): Promise<number>;
}

type AnyRouteHandler = (
  input: RouteParsedRequest<RouteDeclaration>,
  ctx: RouteContext<RouteAccess, unknown>,
) => Promise<unknown>;

/** A declaration paired with its handler, erased to a uniform shape for the adapter. */
type RegisteredRoute =
  | { kind: 'route'; declaration: RouteDeclaration; handle: AnyRouteHandler }
  | { kind: 'channel'; declaration: ChannelDeclaration; handle: ChannelHandler };

const contentTypes = {
  'text/csv': 'text/csv; charset=utf-8',
  'text/html': 'text/html; charset=utf-8',
  'text/css': 'text/css; charset=utf-8',
  'application/pdf': 'application/pdf',
} as const;

const bearerPattern = /^Bearer (\S{10,4096})$/;

/**
 * Merges the modules' route handlers and checks them against the contract (DESIGN §3), like the
 * method registry.
 * @throws Error naming every declared route without a handler, every route handled twice and every
 *   handler of an undeclared route.
 */
export function buildRouteTable<Device>(modules: readonly RouteHandlers<Device>[]): RegisteredRoute[] {
  const declared: Record<string, RouteDeclaration | ChannelDeclaration> = routes;
  const table = new Map<string, RegisteredRoute>();
  const duplicates: string[] = [];
  const undeclared: string[] = [];
  for (const handlers of modules) {
    for (const [name, handler] of Object.entries(handlers)) {
      if (!handler) continue;
      const declaration = declared[name];
      if (!declaration) {
        undeclared.push(name);
        continue;
      }
      if (table.has(name)) duplicates.push(name);
      // The adapter parses each part with this declaration's schemas before calling the handler.
      table.set(
        name,
        declaration.kind === 'channel'
          ? { kind: 'channel', declaration, handle: handler as ChannelHandler }
          : { kind: 'route', declaration, handle: handler as AnyRouteHandler },
      );
    }
  }
  const missing = Object.keys(declared).filter((name) => !table.has(name));
  const problems = [
    missing.length > 0 ? `routes without a handler: ${missing.join(', ')}` : '',
    duplicates.length > 0 ? `routes handled twice: ${duplicates.join(', ')}` : '',
    undeclared.length > 0 ? `handlers of undeclared routes: ${undeclared.join(', ')}` : '',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return [...table.values()];
}

/**
 * Serves every declared literal route (the one adapter of DESIGN §3): for each, the declared verb
 * and path, the per-address rate limit (`rateLimit` × the sign-in limit per minute, counted by
 * @fastify/rate-limit in the database), the caller's authentication by `access` (401 'AU', '13' for
 * a non-admin on an admin route), then the path parameters, query and body (empty values dropped)
 * through `parseOrThrow` (the text rule, then 'VF' per field), the handler, the reply checked
 * against the response schema (a mismatch is a bug: logged, answered 'UE') and wrapped in the
 * success envelope, or sent as is for `json`, or as text of the declared media type.
 */
export async function registerRoutes<Device>(
  app: FastifyInstance,
  deps: RouteDeps<Device>,
  modules: readonly RouteHandlers<Device>[],
): Promise<void> {
  const table = buildRouteTable(modules);
  if (table.some((registered) => registered.kind === 'route' && registered.declaration.request.multipart)) {
    // Multipart bodies are read only by routes that declare one (readMultipart's limits); the parser
    // itself reads nothing, so a multipart body sent anywhere else is refused by that route's schema.
    await registerMultipart(app);
  }
  for (const registered of table) {
    if (registered.kind === 'channel') {
      app.get(registered.declaration.path, { websocket: true }, registered.handle);
      continue;
    }
    const { declaration, handle } = registered;
    const rateLimit =
      declaration.rateLimit === undefined
        ? undefined
        : { max: deps.signInLimitPerMinute * declaration.rateLimit, timeWindow: 60_000 };
    app.route({
      method: declaration.method,
      url: declaration.path,
      ...(rateLimit ? { config: { rateLimit } } : {}),
      handler: async (request, reply) => serve(declaration, handle, deps, request, reply),
    });
  }
}

async function serve<Device>(
  declaration: RouteDeclaration,
  handle: AnyRouteHandler,
  deps: RouteDeps<Device>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { caller, auth } = await authenticateCaller(declaration.access, deps, request);
  // Checked before any body or file is read: a caller without the right uploads nothing (decision 0101).
  const acting =
    auth && declaration.accessRight ? await deps.actingCustomerFor(request, auth, declaration.accessRight) : undefined;
  const { params, query, body, multipart: multipartRequest } = declaration.request;
  const input: RouteParsedRequest<RouteDeclaration> = {
    params: params ? parseOrThrow(params, request.params ?? {}) : undefined,
    query: query ? parseOrThrow(query, request.query ?? {}) : undefined,
    body: body ? parseOrThrow(body, dropEmptyValues(request.body ?? {})) : undefined,
    multipart: multipartRequest ? await readMultipartInput(multipartRequest, request) : undefined,
  };
  const call = {
    ...deps.contextFor(request, auth),
    method: declaration.name,
    ...(acting === undefined ? {} : { actingCustomerId: acting }),
  };
  const result = await handle(input, { call, caller, request });
  const replyKind = declaration.reply ?? 'envelope';
  if (replyKind === 'envelope' || replyKind === 'json') {
    const checked = declaration.response.safeParse(result);
    if (!checked.success) {
      request.log.error(
        { route: declaration.name, issues: checked.error.issues },
        'handler reply does not match the contract',
      );
      throw new Error(`reply of ${declaration.name} does not match its contract`);
    }
    if (typeof checked.data !== 'object' || checked.data === null)
      throw new Error(`reply of ${declaration.name} is not an object`);
    return reply.send(replyKind === 'envelope' ? successEnvelope(checked.data) : checked.data);
  }
  if (!isRouteFile(result)) throw new Error(`reply of ${declaration.name} is not a file`);
  const file = result;
  const contentType = replyKind === 'file' ? file.contentType : contentTypes[replyKind];
  if (contentType === undefined) throw new Error(`file reply of ${declaration.name} has no content type`);
  return reply
    .headers(file.headers ?? {})
    .type(contentType)
    .send(file.body);
}

/**
 * A route's multipart body (decision 0070): read under the declared limits ({@link readMultipartBody})
 * and its `data` part validated by the declared schema through `parseOrThrow`.
 */
async function readMultipartInput(
  declared: MultipartRequest,
  request: FastifyRequest,
): Promise<{ data: unknown; files: Partial<Record<string, ReceivedFile>> }> {
  const { data, files } = await readMultipartBody(declared, request);
  return { data: parseOrThrow(declared.data, data), files };
}

function isRouteFile(value: unknown): value is RouteFile {
  return value !== null && typeof value === 'object' && 'body' in value;
}

/** The caller of a route by its access, or the refusal (401 'AU'; '13' for a non-admin on an admin route). */
async function authenticateCaller<Device>(
  access: RouteAccess,
  deps: RouteDeps<Device>,
  request: FastifyRequest,
): Promise<{ caller: AuthContext | Device | null; auth: AuthContext | null }> {
  switch (access) {
    case 'public':
    case 'pendingSignIn':
      return { caller: null, auth: null };
    case 'customerOrPendingSignIn': {
      const auth = await deps.authenticate(request.headers.authorization);
      return { caller: auth, auth };
    }
    case 'customer':
    case 'admin': {
      const auth = await deps.authenticate(request.headers.authorization);
      if (!auth) throw new AppError('AU', 'Your session has expired. Please sign in again.');
      if (access === 'admin' && !auth.isAdmin) throw new AppError('13');
      return { caller: auth, auth };
    }
    case 'device': {
      const secret = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
      const device = await deps.authenticateDevice(secret, request.ip);
      if (!device) throw new AppError('AU', 'This device is not linked any more.');
      return { caller: device, auth: null };
    }
  }
}
