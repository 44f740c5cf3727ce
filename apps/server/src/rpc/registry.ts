import { methodAreas, methodCallersProblem, methods, type MethodDeclaration, type MethodMap } from '@tessera/contract';
import type { CallContext } from './context.ts';
import type { ServedArea } from './module.ts';

/** A declaration paired with its handler, erased to a uniform shape for the dispatcher. */
export interface RegisteredMethod {
  declaration: MethodDeclaration;
  handle(input: unknown, ctx: CallContext): Promise<unknown>;
}

/**
 * Merges the areas the modules serve and checks them against the contract (DESIGN §3): each served
 * area must be one of the contract's `methodAreas`, served once, every declared method needs a
 * handler and valid declared callers (decision 0132). (Within an area, a missing handler is already a
 * compile error; see `AreaHandlers`.)
 * @throws Error naming every method without a handler, every method or area served twice, every
 *   area the contract does not declare and every method whose callers are missing or invalid.
 */
export function buildMethodRegistry(served: readonly ServedArea[]): Map<string, RegisteredMethod> {
  const registry = new Map<string, RegisteredMethod>();
  const problems: string[] = [];
  const contractAreas = new Map<MethodMap, string>(Object.entries(methodAreas).map(([name, area]) => [area, name]));
  const seenAreas = new Set<MethodMap>();
  for (const { area, handlers } of served) {
    const areaName = contractAreas.get(area);
    if (areaName === undefined) problems.push(`an area not in the contract serves ${Object.keys(area).join(', ')}`);
    else if (seenAreas.has(area)) problems.push(`area served twice: ${areaName}`);
    seenAreas.add(area);
    for (const [name, declaration] of Object.entries(area)) {
      const handler = handlers[name];
      if (!handler) continue;
      if (registry.has(name)) problems.push(`method registered twice: ${name}`);
      const callersProblem = methodCallersProblem(declaration);
      if (callersProblem !== undefined) problems.push(`${name} ${callersProblem}`);
      registry.set(name, {
        declaration,
        // The dispatcher parses `input` with this declaration's request schema before calling, and
        // resolves the caller (`SignedInContext`) for every method that is not public.
        handle: (input, ctx) => (handler as (input: unknown, ctx: CallContext) => Promise<unknown>)(input, ctx),
      });
    }
  }
  const missing = Object.keys(methods).filter((name) => !registry.has(name));
  if (missing.length > 0) problems.unshift(`methods without a handler: ${missing.join(', ')}`);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return registry;
}
