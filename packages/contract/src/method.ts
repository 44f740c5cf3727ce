import type { z } from 'zod';
import type { ResponseCode } from './codes.ts';
import { isPermissionName, type PermissionName } from './customers/permission-set.ts';
import type { RequiredAccessRight } from './rules/access-rights.ts';
import type { ReceivedFile } from './route.ts';

/**
 * The file parts of a multipart method (spec 000 §7: "multipart with a data field plus a file
 * field"; decision 0134): the body is one `data` part holding the request's JSON (what `request`
 * validates) and at most one file part of each name in `files`, each at most `maxFileBytes` bytes.
 * The dispatcher reads the whole body under these limits before the handler runs.
 */
export interface MethodMultipart {
  readonly files: readonly string[];
  readonly maxFileBytes: number;
}

/**
 * The role a main-API method's callers have (spec 000 §6): anyone, any signed-in customer, a business
 * customer, or an administrator. Derived from {@link MethodCallers} by {@link callerRole}.
 */
export type MethodAccess = 'public' | 'customer' | 'business' | 'admin';

/**
 * Who may call a main-API method, declared on every method and enforced by the dispatcher before the
 * handler runs (decision 0132):
 * - `'public'`: anyone, signed in or not; the call acts for no other customer.
 * - `{ signedIn: 'admin' }`: an administrator, who may act for any customer.
 * - `{ signedIn: 'customer' | 'business', actFor, money }`: a signed-in customer (any, or a business;
 *   an administrator passes too). `actFor` is what a user needs on the customer the call acts for
 *   (`fromCustomerId` or the customer-id header, spec 000 §4, §6–7; decision 0028): a customer's own
 *   login needs nothing, another customer's user or an employee needs that right. `money` is the
 *   permission of the permission set a money action needs (spec 001 §3, decisions 0066, 0067): the
 *   dispatcher refuses by the acting customer's standing ('AL', 'KYC') and permission ('13') first;
 *   `'checkedByUseCase'` when the permission depends on what the request names (an approval of a
 *   prepared transfer checks the transfer's own); `false` for no money action.
 */
export type MethodCallers = 'public' | AdminCallers | CustomerCallers;

/** An administrator's method (spec 002 §6); see {@link MethodCallers}. */
export interface AdminCallers {
  readonly signedIn: 'admin';
}

/** A signed-in customer's method; see {@link MethodCallers}. */
export interface CustomerCallers {
  readonly signedIn: 'customer' | 'business';
  readonly actFor: RequiredAccessRight;
  readonly money: PermissionName | 'checkedByUseCase' | false;
}

/** The role of a method's callers (`'public'`, `'customer'`, `'business'` or `'admin'`). */
export function callerRole(callers: MethodCallers): MethodAccess {
  return callers === 'public' ? 'public' : callers.signedIn;
}

/** The permission the dispatcher checks before a method runs (decision 0132); undefined for none. */
export function declaredMoneyPermission(callers: MethodCallers): PermissionName | undefined {
  return typeof callers === 'object' &&
    'money' in callers &&
    callers.money !== false &&
    callers.money !== 'checkedByUseCase'
    ? callers.money
    : undefined;
}

const signedInRoles: readonly unknown[] = ['customer', 'business'];
const accessRightNeeds: readonly unknown[] = [
  'member',
  'read',
  'initiate',
  'upload',
  'full',
] satisfies readonly RequiredAccessRight[];

/**
 * Checks at run time that `declaration` says who may call it ({@link MethodCallers}): the server's
 * registry refuses to start on a problem, and the catalogue test fails on one (decision 0132).
 * @returns what is wrong, in words, or undefined when the declaration is valid.
 */
export function methodCallersProblem(declaration: object): string | undefined {
  const callers: unknown = 'callers' in declaration ? declaration.callers : undefined;
  if (callers === 'public') return undefined;
  if (typeof callers !== 'object' || callers === null) return 'declares no callers';
  const fields = Object.fromEntries(Object.entries(callers));
  if (fields.signedIn === 'admin')
    return Object.keys(fields).length === 1 ? undefined : 'an administrator method declares nothing but signedIn';
  if (!signedInRoles.includes(fields.signedIn)) return `signedIn is not customer, business or admin`;
  if (!accessRightNeeds.includes(fields.actFor)) return 'declares no actFor access right';
  const money: unknown = fields.money;
  if (money === false || money === 'checkedByUseCase') return undefined;
  if (typeof money === 'string' && isPermissionName(money)) return undefined;
  return 'money is neither false, checkedByUseCase nor a permission of the permission set';
}

/**
 * One main-API operation, declared once and shared by web and server (DESIGN §3).
 * `request` validates the body without `method`; `response` describes the fields
 * the reply carries besides the envelope.
 */
export interface MethodDeclaration<
  Name extends string = string,
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Multipart extends MethodMultipart | undefined = MethodMultipart | undefined,
  Callers extends MethodCallers = MethodCallers,
> {
  readonly name: Name;
  /** Who may call it; required, no default (decision 0132). */
  readonly callers: Callers;
  readonly summary: string;
  readonly request: Request;
  readonly response: Response;
  /** `required`: refused without an `Idempotency-Key` header (money submits, DESIGN §4). */
  readonly idempotency?: 'required';
  /** Largest request body in bytes; default 16 KiB for public methods, the server's body limit otherwise. */
  readonly bodyLimitBytes?: number;
  /**
   * Business response codes it may answer besides the ones every method may (`genericResponseCodes`);
   * the OpenAPI document lists them and the dispatcher refuses to send an undeclared one outside
   * production.
   */
  readonly errors?: readonly ResponseCode[];
  /**
   * At most `max` calls in `windowMs` milliseconds by one signed-in customer (the caller's own
   * customer, counted in the database), for methods that answer guessable things an enumeration
   * could walk (bank and card lookups, decision 0039); past it 'RL' (HTTP 429). Public methods are
   * limited per client address instead (decision 0015).
   */
  readonly customerRateLimit?: { readonly max: number; readonly windowMs: number };
  /** Set for a method whose body is multipart: its file parts and their size limit (decision 0134). */
  readonly multipart?: Multipart;
  /**
   * `true` for a method that drives or reads a sandbox adapter (a simulated bank payment, the sandbox
   * chain, the outboxes that hold one-time codes): it exists only in a sandbox deployment. In
   * production (`SANDBOX=false`) the dispatcher answers 'IM' as for an unknown method and the OpenAPI
   * document leaves it out (decision 0136).
   */
  readonly sandboxOnly?: true;
}

/**
 * Codes any method may answer: validation, authentication, access, rate limit, unknown method,
 * invalid parameters, not found, and the fault code. (`IDK` too for a method requiring idempotency.)
 */
export const genericResponseCodes = [
  'VF',
  'AU',
  '13',
  'RL',
  'IM',
  'TA1',
  'NF',
  'UE',
] as const satisfies readonly ResponseCode[];

/** Default body limit of a public method in bytes: anyone may call it, and its forms are small. */
export const publicMethodBodyLimitBytes = 16 * 1024;

/**
 * Declares a method; the literal name, callers (and a multipart method's file part names) become part
 * of its type.
 */
export function defineMethod<
  Name extends string,
  Request extends z.ZodType,
  Response extends z.ZodType,
  const Callers extends MethodCallers,
  const Multipart extends MethodMultipart | undefined = undefined,
>(
  declaration: MethodDeclaration<Name, Request, Response, Multipart, Callers>,
): MethodDeclaration<Name, Request, Response, Multipart, Callers> {
  return declaration;
}

/**
 * What a caller passes to a method: its body's fields, or for a multipart method `data` (sent as the
 * JSON `data` part) and the files by part name (a browser `Blob` or `File`).
 */
export type MethodRequest<M> =
  M extends MethodDeclaration<string, infer Request, z.ZodType, infer Multipart>
    ? [Multipart] extends [MethodMultipart]
      ? { data: z.input<Request>; files: Partial<Record<Multipart['files'][number], Blob>> }
      : z.input<Request>
    : never;
/**
 * Parsed request type handed to the server handler: the parsed body, or for a multipart method the
 * parsed `data` part and the received files by part name.
 */
export type MethodParsedRequest<M> =
  M extends MethodDeclaration<string, infer Request, z.ZodType, infer Multipart>
    ? [Multipart] extends [MethodMultipart]
      ? { data: z.output<Request>; files: Partial<Record<Multipart['files'][number], ReceivedFile>> }
      : z.output<Request>
    : never;
/** Result fields of a declared method (without the envelope). */
export type MethodResponse<M> =
  M extends MethodDeclaration<string, z.ZodType, infer Response> ? z.infer<Response> : never;

/** A contract area's methods, keyed by method name. */
export type MethodMap = Readonly<Record<string, MethodDeclaration>>;

/**
 * Declares a contract area's methods (one area per server module and web feature). The key is the
 * method's name on the wire (`POST /api/?method=KEY`); a key that differs from its declaration's
 * `name` is a compile error, so a method cannot be listed under another name. Only the `name` is
 * compared: checking each whole declaration against `MethodDeclaration<Name>` made the type checker
 * relate every zod schema again (2.5 M instantiations for the contract instead of 0.6 M, in every
 * project that compiles it).
 */
export function defineMethods<const Map extends MethodMap>(
  methods: Map & { readonly [Name in keyof Map]: { readonly name: Name } },
): Map {
  return methods;
}
