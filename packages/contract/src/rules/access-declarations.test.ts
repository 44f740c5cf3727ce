import { describe, expect, it } from 'vitest';
import type { CustomerCallers, MethodDeclaration } from '../method.ts';
import { methods } from '../methods.ts';
import type { RouteDeclaration } from '../route.ts';
import { routes } from '../routes.ts';

// Every declaration states what a user acting for another customer needs (decisions 0028, 0101), so
// a new method or route cannot forget it: the dispatcher and the route adapter enforce what is declared.

/** A customer method's declaration with its callers narrowed to a signed-in customer's. */
type CustomerMethod = MethodDeclaration & { readonly callers: CustomerCallers };

const declared = Object.values(methods as Record<string, MethodDeclaration>).filter(
  (method): method is CustomerMethod => typeof method.callers === 'object' && method.callers.signedIn !== 'admin',
);

/**
 * Money moves or is quoted for a move: a submit (Idempotency-Key, or named …Transfer) or its fee.
 * Approving or declining a prepared transfer is a decision, which needs full access (below).
 */
function movesMoney(method: CustomerMethod): boolean {
  if (/^(approve|decline)/.test(method.name)) return false;
  return method.idempotency === 'required' || /(Transfer|Fee)$/.test(method.name);
}

/** Changes settings, security, access or a payment: must need full access. */
const changesSettings =
  /(Set|Add|Delete|Update|Cancel|Create|Confirm|Replace|Invite|Mode|Enable|Disable|Approve|Decline|Password|Whitelist|Username)/;

describe('access-right declarations (decisions 0028, 0101)', () => {
  it('money-moving methods need initiate: neither read nor a forgotten full', () => {
    const wrong = declared.filter(movesMoney).filter((method) => method.callers.actFor !== 'initiate');
    expect(wrong.map((method) => method.name)).toEqual([]);
    expect(declared.filter(movesMoney).length).toBeGreaterThan(10);
  });

  it('methods that change settings, security or access need full access', () => {
    const wrong = declared
      .filter((method) => !movesMoney(method) && changesSettings.test(method.name))
      .filter((method) => method.callers.actFor !== 'full');
    expect(wrong.map((method) => method.name)).toEqual([]);
  });

  it('only the document upload grants upload, and no route does', () => {
    // The upload is a multipart main-API method (decision 0134).
    expect(declared.filter((method) => method.callers.actFor === 'upload').map((method) => method.name)).toEqual([
      'documentUpload',
    ]);
    const uploads = Object.values(routes as Record<string, { kind?: string; accessRight?: string; name: string }>)
      .filter((route) => route.accessRight === 'upload')
      .map((route) => route.name);
    expect(uploads).toEqual([]);
  });

  it("only the company documents page's reads declare member, so level 5 sees no money", () => {
    // Proves a representative at level 5 gets who the customer is and its documents, nothing else (decision 0103).
    const members = declared.filter((method) => method.callers.actFor === 'member').map((method) => method.name);
    // (documentTypes is a dictionary, public to anyone; decision 0134.)
    expect(members.sort()).toEqual(['customerAccessList', 'customerInfo', 'documentList']);
  });

  it("every customer route about a customer's money, documents or settings declares its access right", () => {
    // Routes about the signed-in user themself (devices, sign-in, two-step, identity) act for them only.
    const aboutTheUser =
      /^\/api\/(auth\/|customer\/two-step-verification|identity-verification|customers\/:id\/identity-verification|verification\/customer|video-identity-jobs)/;
    const customerRoutes = Object.values(routes as Record<string, RouteDeclaration | { kind: 'channel' }>).filter(
      (route): route is RouteDeclaration => route.kind === 'route' && route.access === 'customer',
    );
    const missing = customerRoutes
      .filter((route) => !aboutTheUser.test(route.path) && route.accessRight === undefined)
      .map((route) => route.name);
    expect(missing).toEqual([]);
    // The uploads are methods now (decision 0134), checked with the methods above; 7 routes remain.
    expect(customerRoutes.filter((route) => route.accessRight !== undefined).length).toBeGreaterThanOrEqual(7);
  });
});
