import type { z } from 'zod';
import type { ResponseCode } from './codes.ts';
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
 * Who may call a main-API method (spec 000 §6): anyone, any signed-in customer,
 * a business customer, or an administrator.
 */
export type MethodAccess = 'public' | 'customer' | 'business' | 'admin';

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
> {
  readonly name: Name;
  readonly access: MethodAccess;
  readonly summary: string;
  readonly request: Request;
  readonly response: Response;
  /**
   * What a user needs on another customer to call this for it (`fromCustomerId` or the customer-id
   * header, spec 000 §6–7); default `full`. Acting for one's own customer needs nothing.
   */
  readonly accessRight?: RequiredAccessRight;
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

/** Declares a method; the literal name (and a multipart method's file part names) become part of its type. */
export function defineMethod<
  Name extends string,
  Request extends z.ZodType,
  Response extends z.ZodType,
  const Multipart extends MethodMultipart | undefined = undefined,
>(
  declaration: MethodDeclaration<Name, Request, Response, Multipart>,
): MethodDeclaration<Name, Request, Response, Multipart> {
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
 * `name` is a compile error, so a method cannot be listed under another name.
 */
export function defineMethods<const Map extends MethodMap>(
  methods: Map & { readonly [Name in keyof Map]: MethodDeclaration<Name & string> },
): Map {
  return methods;
}
