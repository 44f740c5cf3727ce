import type {
  Brand,
  Language,
  MethodDeclaration,
  MethodMap,
  MethodParsedRequest,
  MethodResponse,
} from '@tessera/contract';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { AccessTokenSigner } from '../platform/access-tokens.ts';
import type { Adapters } from '../platform/adapters.ts';
import type { EventSubscription } from '../platform/events.ts';
import type { BackgroundRunner, JobDeclaration } from '../platform/jobs.ts';
import type { PushHandlers } from '../platform/live.ts';
import type { CallContext, SignedInContext } from './context.ts';
import type { Transaction } from '../db/client.ts';
import type { RouteHandlers } from './routes.ts';

/**
 * The context a method's handler receives: with the resolved caller for a method that signed-in
 * callers call (decision 0132), the plain call context for a public one.
 */
type MethodContext<M extends MethodDeclaration> = M['callers'] extends 'public' ? CallContext : SignedInContext;

/** A main-API handler: the parsed input and the call context in, the result fields (without the envelope) out. */
type MethodHandler<M extends MethodDeclaration> = (
  input: MethodParsedRequest<M>,
  ctx: MethodContext<M>,
) => Promise<MethodResponse<M>>;

/**
 * One handler for every method of a contract area, keyed by method name: a missing handler, or one
 * for a method the area does not declare, is a compile error in the module that serves the area.
 */
export type AreaHandlers<Area extends MethodMap> = { readonly [Name in keyof Area]: MethodHandler<Area[Name]> };

/** A contract area and its handlers, erased to a uniform shape for the registry. */
export interface ServedArea {
  readonly area: MethodMap;
  readonly handlers: Readonly<Record<string, (input: never, ctx: never) => Promise<unknown>>>;
}

/**
 * What a module does with a submit it asked the approval hook to keep held after approval
 * (`holdAfterApproval`, decision 0040), by the held transfer's kind: `approved` runs in the
 * approval's transaction once the customer approved (the funds stay held); `voided` after a decline
 * or expiry voided the hold.
 */
/** The changes the approval policy guards besides payments (decision 0115): a new saved payee, a raise of a user's right. */
export type ChangeRequestType = 'payee' | 'accessRight';

/**
 * What approving a change request does (decision 0115): the owning module applies the change inside
 * the approval's transaction; an AppError refuses the approval and changes nothing.
 */
export type RequestEffect = (
  tx: Transaction,
  request: { id: string; customerId: number; makerUserId: number; subject: Record<string, unknown> },
) => Promise<void>;

export interface HeldSubmitHandler {
  approved(tx: Transaction, pendingTransferId: string): Promise<void>;
  voided(tx: Transaction, pendingTransferId: string): Promise<void>;
}

/**
 * What the module owning recurring schedules does when a schedule's first payment is declined at
 * approval (money movements call it in the decline's transaction; decision 0130).
 */
export interface RecurringScheduleHandler {
  firstPaymentDeclined(tx: Transaction, recurringTransferId: string, reason: string): Promise<void>;
}

/** Pairs a contract area (`transfersMethods` …) with the module's handlers, checked against it. */
export function serveArea<const Area extends MethodMap>(area: Area, handlers: AreaHandlers<Area>): ServedArea {
  return { area, handlers };
}

/**
 * What the composition root (`buildApp`) hands every module: the database, configuration, the
 * outside-service adapters, the token signer and the brand lookups. A module takes what it needs
 * from here; it never creates a service of its own or reads another module's.
 */
export interface ModuleServices {
  db: Database;
  databaseKind: DatabaseHandle['kind'];
  config: Config;
  adapters: Adapters;
  background: BackgroundRunner;
  /** Signs and verifies access tokens (spec 000 §4). */
  signer: AccessTokenSigner;
  /** A 32-byte key for one `purpose`, derived (HMAC-SHA-256) from the server's signing secret. */
  deriveKey(purpose: string): Buffer;
  /** The brand a request host selects (the default brand for an unknown host). */
  brandForHost(hostname: string): Brand;
  /** The brand's configured public origin (decision 0014); never the request's Host. */
  publicOrigin(brand: Brand): string;
  /** What a linked device's answer to a push request does, by request kind (from every manifest). */
  pushHandlers: PushHandlers;
  /** Runs every module's {@link ModuleManifest.onActivated} after a user's own activation by e-mail link. */
  afterActivation(activated: ActivatedUser, language: Language): Promise<void>;
}

/** A user who has just activated their sign-in by the e-mailed link (spec 002 §4 "Activation"). */
interface ActivatedUser {
  /** The user's id. */
  id: number;
  customerId: number;
  customerType: 'personal' | 'business';
}

/**
 * A server module's manifest (decision 0026): everything it adds to the app, declared in one place
 * and registered by `buildApp` from the module list; nothing registers itself by being imported.
 * `Device` is the linked-device caller of device-API routes (only the devices module has any).
 */
export interface ModuleManifest<Device = unknown> {
  /** The module's folder name. */
  readonly name: string;
  /** The contract areas it serves, each with one handler per method. */
  readonly methods?: readonly ServedArea[];
  /** Handlers of the contract's literal routes and live channel it serves. */
  readonly routes?: (services: ModuleServices) => RouteHandlers<Device>;
  /** Its background jobs (decision 0022), or a function of the services for jobs that need an adapter. */
  readonly jobs?: readonly JobDeclaration[] | ((services: ModuleServices) => readonly JobDeclaration[]);
  /** What it does when a linked device approves or declines a push request of a kind it owns. */
  readonly pushHandlers?: PushHandlers;
  /**
   * What it does when a submit of one of its transfer kinds, held after approval, is approved or
   * voided (approvals' `holdAfterApproval`, decision 0040), by transfer kind.
   */
  readonly heldSubmitHandlers?: Readonly<Record<string, HeldSubmitHandler>>;
  /** Its recurring schedules' reaction to a first payment declined at approval (one module at most). */
  readonly recurringScheduleHandler?: RecurringScheduleHandler;
  /** What approving a payee or access-right request of its area does (decision 0115), by request type. */
  readonly requestEffects?: Readonly<Partial<Record<ChangeRequestType, RequestEffect>>>;
  /**
   * What it does after a user's own activation by the e-mailed link (a business's activation invites
   * its users and people, spec 002 §4), in the order of the module list; an error fails the activation.
   */
  readonly onActivated?: (services: ModuleServices, activated: ActivatedUser, language: Language) => Promise<void>;
  /**
   * Its reactions to other modules' domain events (decision 0131), made with `subscribe` (after
   * commit, through the outbox) or `subscribeInTransaction`; the publisher never imports them.
   */
  readonly subscriptions?: readonly EventSubscription[];
  /** The outside-service adapters it uses; the app refuses to start if the composition root lacks one. */
  readonly adapters?: readonly (keyof Adapters)[];
}

/** Declares a module's manifest (typed; the app checks it against the contract at start). */
export function defineModule<Device = unknown>(manifest: ModuleManifest<Device>): ModuleManifest<Device> {
  return manifest;
}
