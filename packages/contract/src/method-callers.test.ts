import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { permissionNames } from './customers/permission-set.ts';
import { declaredMoneyPermission, methodCallersProblem, type MethodDeclaration } from './method.ts';
import { methods } from './methods.ts';

// Every method of the catalogue declares who may call it, and the dispatcher enforces exactly that
// (decision 0132): a new method cannot forget the sign-in, the access right or a money action's check.

const catalogue = Object.values(methods as Record<string, MethodDeclaration>);

/** A money submit or its fee preview (an Idempotency-Key, or named …Transfer / …Fee), approvals aside. */
function movesMoney(method: MethodDeclaration): boolean {
  if (/^(approve|decline)/.test(method.name)) return false;
  return method.idempotency === 'required' || /(Transfer|Fee)$/.test(method.name);
}

describe('declared callers (decision 0132)', () => {
  it('every method of the catalogue declares valid callers', () => {
    const problems = catalogue.flatMap((method) => {
      const problem = methodCallersProblem(method);
      return problem === undefined ? [] : [`${method.name}: ${problem}`];
    });
    expect(problems).toEqual([]);
    expect(catalogue.length).toBeGreaterThan(150);
  });

  it('the same validator refuses a declaration without callers or with a broken one (the test can fail)', () => {
    // Proves the check above is not vacuous: each probe is what a careless new method would look like.
    const { callers: _dropped, ...withoutCallers } = methods.p2pTransfer;
    const probe = { ...withoutCallers, name: 'probeTransfer', request: z.object({}), response: z.object({}) };
    expect(methodCallersProblem(probe)).toBe('declares no callers');
    expect(methodCallersProblem({ ...probe, callers: { signedIn: 'customer', money: false } })).toMatch(/actFor/);
    expect(methodCallersProblem({ ...probe, callers: { signedIn: 'customer', actFor: 'initiate' } })).toMatch(/money/);
    expect(
      methodCallersProblem({ ...probe, callers: { signedIn: 'customer', actFor: 'initiate', money: 'sendMoneyAll' } }),
    ).toMatch(/money/);
    expect(methodCallersProblem({ ...probe, callers: { signedIn: 'anyone' } })).toMatch(/signedIn/);
    expect(methodCallersProblem({ ...probe, callers: { signedIn: 'admin', money: 'sendMoneyUser' } })).toMatch(
      /administrator/,
    );
    expect(methodCallersProblem({ ...probe, callers: 'public' })).toBeUndefined();
  });

  it('callers are required by the type: a declaration without them is not a MethodDeclaration', () => {
    // Proves at compile time that `callers` has no default: this file does not compile if it becomes optional.
    type WithoutCallers = Omit<MethodDeclaration, 'callers'>;
    const isRequired: WithoutCallers extends MethodDeclaration ? false : true = true;
    expect(isRequired).toBe(true);
  });

  it('every money submit and fee preview declares its permission, or that its use case checks it', () => {
    const forgotten = catalogue
      .filter(movesMoney)
      .filter((method) => typeof method.callers !== 'object' || !('money' in method.callers) || !method.callers.money)
      .map((method) => method.name);
    expect(forgotten).toEqual([]);
    expect(catalogue.filter(movesMoney).length).toBeGreaterThan(10);
  });

  it('names the permissions of the money methods as decision 0066 gives them', () => {
    expect(declaredMoneyPermission(methods.p2pTransfer.callers)).toBe('sendMoneyUser');
    expect(declaredMoneyPermission(methods.betweenAccountsFee.callers)).toBe('withdrawOwnBetweenAccounts');
    expect(declaredMoneyPermission(methods.octTransfer.callers)).toBe('sendOthersCard');
    expect(declaredMoneyPermission(methods.transactionRequestConfirm.callers)).toBeUndefined();
    expect(declaredMoneyPermission(methods.accountList.callers)).toBeUndefined();
    const declared = catalogue.flatMap((method) => declaredMoneyPermission(method.callers) ?? []);
    for (const permission of declared) expect(permissionNames).toContain(permission);
  });
});
