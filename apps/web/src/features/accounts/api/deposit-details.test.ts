import { accountTypes, closedAccountStatusId, depositReference } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import {
  depositDetailRows,
  depositRouteOf,
  depositSchemeOf,
  formattedSortCode,
  groupedInFours,
  type DepositInstructions,
} from './deposit-details.ts';

const open = { type: accountTypes.payment, accountStatusId: 1 };

/** A `depositInstructions` answer like the server's for account 1000003 in `currencyCode`. */
function instructions(currencyCode: string, extra: Partial<DepositInstructions> = {}): DepositInstructions {
  return {
    accountId: 1000003,
    currencyCode,
    beneficiaryName: 'Alice Martin',
    bankName: 'Tessera Sandbox Bank',
    bankAddress: '1 Sandbox Street, London EC2A 1AA, United Kingdom',
    bic: 'TSRAGB22',
    iban: 'GB33TSRA04000001000003',
    reference: depositReference(1000003),
    sandbox: true,
    ...extra,
  };
}

describe('how money is added to an account (decision 0051)', () => {
  it('asks the bank for open payment accounts in bank currencies only', () => {
    // Proves which accounts get bank details: open payment accounts in fiat, blocked ones too (the server credits them).
    expect(depositRouteOf({ ...open, currencyCode: 'USD' })).toEqual({ kind: 'bank' });
    expect(depositRouteOf({ ...open, accountStatusId: 5, currencyCode: 'EUR' })).toEqual({ kind: 'bank' });
    expect(depositRouteOf({ ...open, accountStatusId: closedAccountStatusId, currencyCode: 'EUR' })).toEqual({
      kind: 'none',
      reason: 'closed',
    });
    expect(depositRouteOf({ ...open, type: 2010, currencyCode: 'USD' })).toEqual({
      kind: 'none',
      reason: 'notPayment',
    });
    expect(depositRouteOf({ ...open, type: accountTypes.prepayment, currencyCode: 'USD' }).kind).toBe('none');
  });

  it('sends crypto accounts to their wallet, or says there is none', () => {
    // Proves a BTC account links to /wallet/BTC and an ETH one (no wallets yet) is explained, never given an IBAN.
    expect(depositRouteOf({ ...open, currencyCode: 'BTC' })).toEqual({ kind: 'wallet', currencyCode: 'BTC' });
    expect(depositRouteOf({ ...open, currencyCode: 'ETH' })).toEqual({ kind: 'none', reason: 'cryptoWithoutWallet' });
  });

  it('groups an IBAN in fours and prints a sort code with dashes', () => {
    // Proves the reading forms: spaces and case normalised, a short last group, non-six-digit sort codes untouched.
    expect(groupedInFours('GB33TSRA04000001000003')).toBe('GB33 TSRA 0400 0001 0000 03');
    expect(groupedInFours(' gb33 tsra0400 ')).toBe('GB33 TSRA 0400');
    expect(groupedInFours('ABCD')).toBe('ABCD');
    expect(formattedSortCode('040000')).toBe('04-00-00');
    expect(formattedSortCode('04000')).toBe('04000');
  });

  it('states the scheme a payer most likely uses by currency', () => {
    // Proves the expected-arrival text's choice: Faster Payments, SEPA, ACH, else SWIFT.
    expect(['GBP', 'EUR', 'USD', 'JPY'].map(depositSchemeOf)).toEqual(['fasterPayments', 'sepa', 'ach', 'swift']);
  });

  it("lists the details a bank's form asks for, with the currency's domestic ones", () => {
    // Proves the rows and their order; the IBAN is copied without spaces; ACH for USD, sort code for GBP, neither for EUR.
    const t = (key: string) => key;
    const usd = depositDetailRows(instructions('USD', { routingNumber: '021000021', accountNumber: '01000003' }), t);
    expect(usd.map((row) => row.key)).toEqual([
      'beneficiary',
      'iban',
      'bic',
      'routing',
      'account-number',
      'bank',
      'bank-address',
    ]);
    expect(usd[1]).toMatchObject({ value: 'GB33 TSRA 0400 0001 0000 03', copyValue: 'GB33TSRA04000001000003' });
    const gbp = depositDetailRows(instructions('GBP', { sortCode: '040000', accountNumber: '01000003' }), t);
    expect(gbp.find((row) => row.key === 'sort-code')).toMatchObject({ value: '04-00-00', copyValue: '040000' });
    const eur = depositDetailRows(instructions('EUR', { beneficiaryName: '' }), t);
    expect(eur.map((row) => row.key)).toEqual(['iban', 'bic', 'bank', 'bank-address']);
    expect(eur.some((row) => row.value === depositReference(1000003))).toBe(false);
  });
});
