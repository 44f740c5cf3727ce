import { accountListMethod } from './accounts/accounts.schemas.ts';
import { brandConfigMethod } from './brands/brands.schemas.ts';
import { customerInfoMethod } from './customers/customers.schemas.ts';
import type { MethodDeclaration } from './method.ts';

/**
 * Every main-API method (`POST /api/?method=NAME`), declared once. The server refuses to
 * start if one of these has no handler; the web's `api.call(name, input)` is typed by it.
 */
export const methods = {
  brandConfig: brandConfigMethod,
  customerInfo: customerInfoMethod,
  accountList: accountListMethod,
} as const satisfies Record<string, MethodDeclaration>;

export type Methods = typeof methods;
export type MethodName = keyof Methods;
