import {
  methods,
  type MethodDeclaration,
  type MethodName,
  type MethodParsedRequest,
  type MethodResponse,
  type Methods,
} from '@tessera/contract';
import type { CallContext } from './context.ts';

/** A main-API handler: parsed input and context in, result fields (without the envelope) out. */
type MethodHandler<M extends MethodDeclaration> = (
  input: MethodParsedRequest<M>,
  ctx: CallContext,
) => Promise<MethodResponse<M>>;

/** Handlers keyed by method name, as each module exports them from its `<area>.methods.ts`. */
export type MethodHandlers = { [Name in MethodName]?: MethodHandler<Methods[Name]> };

/** A declaration paired with its handler, erased to a uniform shape for the dispatcher. */
export interface RegisteredMethod {
  declaration: MethodDeclaration;
  handle(input: unknown, ctx: CallContext): Promise<unknown>;
}

/**
 * Merges the modules' handler maps and checks them against the contract (DESIGN §3):
 * @throws Error naming every declared method without a handler and every method registered twice.
 */
export function buildMethodRegistry(modules: readonly MethodHandlers[]): Map<string, RegisteredMethod> {
  const registry = new Map<string, RegisteredMethod>();
  const duplicates: string[] = [];
  for (const handlers of modules) {
    for (const [name, handler] of Object.entries(handlers)) {
      if (!handler) continue;
      if (registry.has(name)) duplicates.push(name);
      const declaration: MethodDeclaration | undefined = (methods as Record<string, MethodDeclaration>)[name];
      if (!declaration) throw new Error(`handler registered for undeclared method ${name}`);
      registry.set(name, {
        declaration,
        // The dispatcher parses `input` with this declaration's request schema before calling.
        handle: (input, ctx) => (handler as (input: unknown, ctx: CallContext) => Promise<unknown>)(input, ctx),
      });
    }
  }
  const missing = Object.keys(methods).filter((name) => !registry.has(name));
  if (missing.length > 0 || duplicates.length > 0) {
    throw new Error(
      [
        missing.length > 0 ? `methods without a handler: ${missing.join(', ')}` : '',
        duplicates.length > 0 ? `methods registered twice: ${duplicates.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    );
  }
  return registry;
}
