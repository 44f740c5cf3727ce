import { authRoutes } from './auth/auth.routes.ts';
import { devicesRoutes } from './devices/devices.routes.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { identityVerificationRoutes } from './identity-verification/identity-verification.routes.ts';
import { historyRoutes } from './history/history.routes.ts';
import type { MethodName } from './methods.ts';
import type { RouteDeclaration } from './route.ts';
import { platformRoutes } from './platform/platform.routes.ts';
import { payoutsRoutes } from './payouts/payouts.routes.ts';
import { receiptsRoutes } from './receipts/receipts.routes.ts';
import { securityRoutes } from './security/security.routes.ts';
import { statementsRoutes } from './statements/statements.routes.ts';

/**
 * The contract's literal routes by area, in step with the server modules that serve them: every
 * route the server serves under /api and /device-api besides the main API (`POST /api/?method=NAME`,
 * see `methods`). The server refuses to start if one has no handler; the OpenAPI document is
 * generated from them; the web's `call(name, input)` is typed by them.
 */
export const routeAreas = {
  auth: authRoutes,
  devices: devicesRoutes,
  security: securityRoutes,
  history: historyRoutes,
  platform: platformRoutes,
  receipts: receiptsRoutes,
  payouts: payoutsRoutes,
  statements: statementsRoutes,
  documents: documentsRoutes,
  profile: profileRoutes,
  identityVerification: identityVerificationRoutes,
} as const;

/** Every literal route: the union of the areas' maps. Route and method names never collide. */
export const routes = {
  ...authRoutes,
  ...devicesRoutes,
  ...securityRoutes,
  ...historyRoutes,
  ...platformRoutes,
  ...receiptsRoutes,
  ...payoutsRoutes,
  ...statementsRoutes,
  ...documentsRoutes,
  ...profileRoutes,
  ...identityVerificationRoutes,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
/** Names of the HTTP routes (every route but the websocket channels). */
export type HttpRouteName = { [Name in RouteName]: Routes[Name] extends RouteDeclaration ? Name : never }[RouteName];

/** Compile-time check that no route shares its name with a main-API method (the web calls both by name). */
export type RouteAndMethodNamesAreDistinct = Extract<RouteName, MethodName> extends never ? true : never;
export const routeAndMethodNamesAreDistinct: RouteAndMethodNamesAreDistinct = true;
