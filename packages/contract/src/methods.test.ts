import { describe, expect, it } from 'vitest';
import type { MethodDeclaration } from './method.ts';
import { methodAreaOf, routeAreaOf } from './endpoint-areas.ts';
import { routeAreas, routes } from './routes.ts';
import { methodAreas, methods } from './methods.ts';

describe('contract areas', () => {
  // Every method belongs to exactly one area, under its own name, so one module serves it.
  it('lists each method in one area under its declared name', () => {
    const seen = new Map<string, string>();
    for (const [area, map] of Object.entries(methodAreas)) {
      for (const [name, declaration] of Object.entries<MethodDeclaration>(map)) {
        expect(seen.get(name), `${name} is in ${seen.get(name)} and ${area}`).toBeUndefined();
        seen.set(name, area);
        expect(declaration.name).toBe(name);
      }
    }
    expect([...seen.keys()].sort()).toEqual(Object.keys(methods).sort());
  });
});

describe('method areas (the web loads an area on its first call)', () => {
  // Proves the web's lazy catalogue finds every method in the area the index names.
  it('names, for every method, the area that declares it', () => {
    const methodsByArea: Record<string, Record<string, unknown>> = methodAreas;
    for (const [name, area] of Object.entries(methodAreaOf)) expect(methodsByArea[area]?.[name], name).toBeDefined();
    expect(Object.keys(methodAreaOf).sort()).toEqual(Object.keys(methods).sort());
  });

  // Proves the web's lazy route catalogue finds every route in the area the index names.
  it('names, for every literal route, the area that declares it', () => {
    const routesByArea: Record<string, Record<string, unknown>> = routeAreas;
    for (const [name, area] of Object.entries(routeAreaOf)) expect(routesByArea[area]?.[name], name).toBeDefined();
    expect(Object.keys(routeAreaOf).sort()).toEqual(Object.keys(routes).sort());
  });
});
