import {
  methods,
  routes,
  type ChannelDeclaration,
  type MethodDeclaration,
  type RouteDeclaration,
} from '@tessera/contract';
import type { FastifyInstance } from 'fastify';

/** One route Fastify serves: its verb (GET, POST, …) and its path in the server's form (`:id`). */
export interface ServedRoute {
  method: string;
  path: string;
}

/** The main API's single route (spec 000 §7), declared by `methods` rather than `routes`. */
export const mainApiRoute: ServedRoute = { method: 'POST', path: '/api/' };

const servedRoutes = new WeakMap<FastifyInstance, ServedRoute[]>();

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path === '/device-api' || path.startsWith('/device-api/');
}

/**
 * Records every route `app` (and its child scopes) registers under /api and /device-api from now on
 * (Fastify's onRoute hook; HEAD routes Fastify adds for GET are left out). Call before registering routes.
 */
export function recordApiRoutes(app: FastifyInstance): void {
  const served: ServedRoute[] = [];
  servedRoutes.set(app, served);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const verbs = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of verbs) if (method !== 'HEAD') served.push({ method, path: route.url });
  });
}

/** The routes recorded by {@link recordApiRoutes} for `app` (empty when not recorded). */
export function servedApiRoutes(app: FastifyInstance): readonly ServedRoute[] {
  return servedRoutes.get(app) ?? [];
}

/** Every route the contract declares: the `routes` map's verbs and paths (a channel is a GET) and the main API's. */
function declaredApiRoutes(): ServedRoute[] {
  const declarations: readonly (RouteDeclaration | ChannelDeclaration)[] = Object.values(routes);
  const declaredMethods: readonly MethodDeclaration[] = Object.values(methods);
  return [
    ...(declaredMethods.length > 0 ? [mainApiRoute] : []),
    ...declarations.map((declaration) => ({
      method: declaration.kind === 'channel' ? 'GET' : declaration.method,
      path: declaration.path,
    })),
  ];
}

/**
 * The served routes under /api and /device-api that the contract does not declare (a route added
 * without a declaration), as "VERB path" strings.
 */
export function undeclaredApiRoutes(served: readonly ServedRoute[]): string[] {
  const declared = new Set(declaredApiRoutes().map((route) => `${route.method} ${route.path}`));
  return served.map((route) => `${route.method} ${route.path}`).filter((route) => !declared.has(route));
}
