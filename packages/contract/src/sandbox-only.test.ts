import { describe, expect, it } from 'vitest';
import type { MethodDeclaration } from './method.ts';
import { methods } from './methods.ts';

// A production deployment must not have a sandbox door (decision 0136): every method that drives or
// reads a sandbox adapter declares `sandboxOnly`, so the dispatcher answers 'IM' for it and the
// OpenAPI document leaves it out. A new simulator or outbox cannot forget the declaration.

const catalogue = Object.values(methods as Record<string, MethodDeclaration>);

/** A method whose name or summary says it is a sandbox's: a simulator, the sandbox chain, an outbox. */
function saysSandbox(method: MethodDeclaration): boolean {
  const pattern = /sandbox|simulat|outbox/i;
  return pattern.test(method.name) || pattern.test(method.summary);
}

describe('sandbox-only methods (decision 0136)', () => {
  it('every method whose name or summary says sandbox, simulate or outbox is declared sandboxOnly', () => {
    // Proves the catalogue's sandbox doors are all marked, so production closes every one of them.
    const unmarked = catalogue.filter((method) => saysSandbox(method) && method.sandboxOnly !== true);
    expect(unmarked.map((method) => method.name)).toEqual([]);
  });

  it('declares exactly the simulators, the sandbox chain and the outboxes, all for administrators', () => {
    // Proves the declaration is not spread to real methods by mistake, and that the check above finds something.
    const sandboxOnly = catalogue.filter((method) => method.sandboxOnly === true);
    expect(sandboxOnly.map((method) => method.name).sort()).toEqual([
      'cryptoSandboxDeposit',
      'cryptoSandboxMine',
      'depositSimulate',
      'outboxList',
      'smsOutboxList',
    ]);
    for (const method of sandboxOnly) expect(method.callers, method.name).toEqual({ signedIn: 'admin' });
    expect(sandboxOnly.every(saysSandbox)).toBe(true);
  });
});
