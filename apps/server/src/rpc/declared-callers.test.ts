import { declaredMoneyPermission, methods, type MethodDeclaration } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { ledgerAccounts } from '../db/schema/index.ts';

// The dispatcher enforces every method's declared callers before its handler runs (decision 0132):
// a declared money action is refused by the acting customer's standing ('AL', 'KYC') and permission
// ('13') for every such method of the catalogue, and an administrator's method refuses a customer.

let testApp: TestApp;
const catalogue = Object.values(methods as Record<string, MethodDeclaration>);
const moneyMethods = catalogue.filter((method) => declaredMoneyPermission(method.callers) !== undefined);

/**
 * A body each money method accepts (it passes the request schema, so the answer is the money
 * check's): the payer's account, an amount and a beneficiary of the kind.
 */
function bodyOf(method: string, fromAccount: number): Record<string, unknown> {
  const beneficiary: Record<string, Record<string, unknown>> = {
    wire: {
      currency: 'CAD',
      beneficiaryCountryCode: 'DE',
      beneficiaryAddress: 'Hauptstraße 1',
      beneficiaryCity: 'Berlin',
      iban: 'DE89370400440532013000',
      swift: 'COBADEFFXXX',
    },
    eft: {
      currency: 'BRL',
      beneficiaryCountryCode: 'BR',
      bankCode: '237',
      branchCode: '1234',
      accountNumber: '0012345',
    },
    oct: { currency: 'EUR', beneficiaryCountryCode: 'FR', cardNumber: '5105 1051 0510 5100' },
    cryptoEft: {
      currency: 'BTC',
      amount: '0.00100000',
      beneficiaryCountryCode: 'BR',
      walletAddress: 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl',
    },
    instant: {
      currency: 'BRL',
      beneficiaryCountryCode: 'BR',
      instantKeyType: 'cpf',
      instantKey: '52998224725',
      taxId: '52998224725',
    },
    interac: { currency: 'CAD', beneficiaryCountryCode: 'CA', recipientEmail: 'liam@example.ca' },
  };
  if (method.startsWith('p2p')) return { fromAccount, toEmail: 'alice@example.com', amount: '10.00', currency: 'EUR' };
  if (method.startsWith('betweenAccounts')) return { fromAccount, toAccount: fromAccount + 1, amount: '10.00' };
  const kind = method.replace(/TransferFee$|Transfer$/, '');
  const fields = beneficiary[kind];
  if (!fields) throw new Error(`no test body for ${method}`);
  return { fromAccount, amount: '10.00', beneficiaryName: 'Jonas Weber', ...fields };
}

/** Sends to someone else (an unverified customer may still move money between their own accounts). */
const sendsToOthers = (method: string) => !method.startsWith('betweenAccounts');

async function signedIn(email: string) {
  const { accessToken } = await signIn(testApp.app, email);
  const info = await callMethod(testApp.app, 'customerInfo', {}, accessToken);
  const accounts = (await callMethod(testApp.app, 'accountList', {}, accessToken)).body.accounts as {
    accountId: number;
  }[];
  const account = accounts[0]?.accountId;
  if (account === undefined) throw new Error(`${email} has no account`);
  return { token: accessToken, customerId: (info.body.customer as { customerId: number }).customerId, account };
}

async function balances(accountId: number) {
  const [row] = await testApp.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
  return { balanceMinor: row?.balanceMinor, pendingMinor: row?.pendingMinor };
}

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe('declared callers, enforced by the dispatcher (decision 0132)', () => {
  it('the catalogue has money methods, and this test has a body for each', () => {
    // Proves a new money method cannot slip past the checks below: without a body here this test fails.
    expect(moneyMethods.length).toBeGreaterThanOrEqual(16);
    for (const method of moneyMethods) expect(() => bodyOf(method.name, 1), method.name).not.toThrow();
  });

  it("refuses a limited customer every money method to someone else with 'AL', before anything is held", async () => {
    // leo is verified and limited for expired documents (demo data, decision 0067); only a sanctioned
    // customer is refused moves between their own accounts too (decision 0063).
    const leo = await signedIn('leo@example.com');
    const before = await balances(leo.account);
    const answers = Object.fromEntries(
      await Promise.all(
        moneyMethods.map(async (method) => {
          const reply = await callMethod(testApp.app, method.name, bodyOf(method.name, leo.account), leo.token);
          return [method.name, reply.body.responseCode] as const;
        }),
      ),
    );
    const toOthers = moneyMethods.filter((method) => sendsToOthers(method.name));
    expect(toOthers.length).toBeGreaterThanOrEqual(14);
    expect(Object.fromEntries(toOthers.map((method) => [method.name, answers[method.name]]))).toEqual(
      Object.fromEntries(toOthers.map((method) => [method.name, 'AL'])),
    );
    for (const method of moneyMethods.filter((candidate) => !sendsToOthers(candidate.name)))
      expect(['KYC', 'AL', '13'], method.name).not.toContain(answers[method.name]);
    expect(await balances(leo.account)).toEqual(before);
  });

  it("refuses an unverified customer money to someone else with 'KYC', not a move between own accounts", async () => {
    // kate is unverified (demo data): the rule (decision 0063) lets her move money between her own accounts.
    const kate = await signedIn('kate@example.com');
    for (const method of moneyMethods) {
      const { body } = await callMethod(testApp.app, method.name, bodyOf(method.name, kate.account), kate.token);
      if (sendsToOthers(method.name)) expect(body.responseCode, method.name).toBe('KYC');
      else expect(['KYC', 'AL', '13'], method.name).not.toContain(body.responseCode);
    }
  });

  it("refuses every money method with 'TE' until the brand's terms are accepted, before anything is held", async () => {
    // fiona has not accepted the brand's current terms (demo data, decision 0025): the dispatcher
    // refuses her every money action, not only the web (decision 0137, finding N-L1).
    // Her customer info answers 'TE' too, so her token and account are read without it.
    const { accessToken } = await signIn(testApp.app, 'fiona@example.com');
    const accounts = (await callMethod(testApp.app, 'accountList', {}, accessToken)).body.accounts as {
      accountId: number;
    }[];
    const fiona = { token: accessToken, account: accounts[0]?.accountId ?? 0 };
    const before = await balances(fiona.account);
    for (const method of moneyMethods) {
      const { body } = await callMethod(testApp.app, method.name, bodyOf(method.name, fiona.account), fiona.token);
      expect(body.responseCode, method.name).toBe('TE');
      expect(body.terms, method.name).toEqual(expect.arrayContaining([expect.objectContaining({ value: false })]));
    }
    // The one method whose permission the use case checks is held to the terms too.
    const confirm = await callMethod(
      testApp.app,
      'transactionRequestConfirm',
      { fromEmail: 'fiona@example.com', approvalTransactionId: '1', code: '123456' },
      fiona.token,
    );
    expect(confirm.body.responseCode).toBe('TE');
    expect(await balances(fiona.account)).toEqual(before);
  });

  it("refuses a customer without the method's permission with '13'", async () => {
    // Proves the declared permission, not a handler's memory, decides: each flag withdrawn in turn.
    const admin = (await signIn(testApp.app, 'admin@example.com')).accessToken;
    const gabriela = await signedIn('gabriela@example.com');
    for (const method of moneyMethods) {
      const permission = declaredMoneyPermission(method.callers);
      if (!permission) throw new Error(`${method.name} declares no permission`);
      const body = bodyOf(method.name, gabriela.account);
      const withdraw = (allowed: boolean) =>
        callMethod(
          testApp.app,
          'customerPermissionsUpdate',
          { customerId: gabriela.customerId, permissions: { [permission]: allowed }, reason: 'Declared callers test' },
          admin,
        );
      expect((await withdraw(false)).body.responseCode).toBe('00');
      const refused = await callMethod(testApp.app, method.name, body, gabriela.token);
      expect(refused, method.name).toMatchObject({ status: 403, body: { responseCode: '13' } });
      expect((await withdraw(true)).body.responseCode).toBe('00');
      // With the flag granted again the same call passes the dispatcher's check (whatever the use case then says).
      const passed = await callMethod(testApp.app, method.name, body, gabriela.token);
      expect(['13', 'AL', 'KYC'], method.name).not.toContain(passed.body.responseCode);
    }
  });

  it("refuses a customer every administrator's method with '13', whatever the body", async () => {
    const alice = await signedIn('alice@example.com');
    const adminMethods = catalogue.filter(
      (method) => typeof method.callers === 'object' && method.callers.signedIn === 'admin',
    );
    expect(adminMethods.length).toBeGreaterThan(20);
    for (const method of adminMethods) {
      const reply = await callMethod(testApp.app, method.name, {}, alice.token);
      expect(reply, method.name).toMatchObject({ status: 403, body: { responseCode: '13' } });
    }
  });
});
