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
