import type { z } from 'zod';

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
> {
  readonly name: Name;
  readonly access: MethodAccess;
  readonly summary: string;
  readonly request: Request;
  readonly response: Response;
}

/** Declares a method; the literal name becomes part of its type. */
export function defineMethod<Name extends string, Request extends z.ZodType, Response extends z.ZodType>(
  declaration: MethodDeclaration<Name, Request, Response>,
): MethodDeclaration<Name, Request, Response> {
  return declaration;
}

/** Request body type of a declared method (after parsing). */
export type MethodRequest<M> = M extends MethodDeclaration<string, infer Request, z.ZodType> ? z.input<Request> : never;
/** Parsed request type handed to the server handler. */
export type MethodParsedRequest<M> =
  M extends MethodDeclaration<string, infer Request, z.ZodType> ? z.output<Request> : never;
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
