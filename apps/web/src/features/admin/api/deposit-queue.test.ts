import { depositReference } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { accountIdOfAssignInput, bankCurrencyCodes, simulateRequestOf } from './deposit-queue.ts';

const form = { amount: '', currencyCode: 'EUR', reference: '', senderName: '', senderAccount: '' };

describe('the unmatched deposit queue', () => {
  it('reads the account to assign to from its number or a deposit reference', () => {
    // Proves grouped numbers and valid references name the account; a mistyped reference or other text names none.
    expect(accountIdOfAssignInput('1000003')).toBe(1000003);
    expect(accountIdOfAssignInput(' 100 0003 ')).toBe(1000003);
    expect(accountIdOfAssignInput(depositReference(1000003))).toBe(1000003);
    expect(accountIdOfAssignInput(depositReference(1000003).toLowerCase())).toBe(1000003);
    expect(accountIdOfAssignInput(depositReference(1000003).replace('1000003', '1000030'))).toBeNull();
    expect(accountIdOfAssignInput('0')).toBeNull();
    expect(accountIdOfAssignInput('')).toBeNull();
    expect(accountIdOfAssignInput('invoice 42')).toBeNull();
  });

  it('offers the currencies banks send, not crypto', () => {
    // Proves the simulator's currency list.
    expect(bankCurrencyCodes).toEqual(expect.arrayContaining(['EUR', 'GBP', 'USD', 'JPY']));
    expect(bankCurrencyCodes).not.toContain('BTC');
    expect(bankCurrencyCodes).not.toContain('USDT');
  });

  it('builds the simulation request from the form, the amount in the interface language', () => {
    // Proves "1.234,50" in Spanish is 1234.50, an empty optional account is left out, and text is trimmed.
    expect(simulateRequestOf({ ...form, amount: '1.234,50', reference: ' TS1 ', senderName: ' Erika ' }, 'es')).toEqual(
      { request: { amount: '1234.50', currencyCode: 'EUR', reference: 'TS1', senderName: 'Erika' } },
    );
    expect(simulateRequestOf({ ...form, amount: '25', senderName: 'Erika', senderAccount: 'DE89' }, 'en')).toEqual({
      request: { amount: '25', currencyCode: 'EUR', reference: '', senderName: 'Erika', senderAccount: 'DE89' },
    });
  });

  it("gives the contract's codes for fields the server would refuse", () => {
    // Proves the form stops before the call: an unreadable or zero amount and a missing payer name.
    expect(simulateRequestOf({ ...form, amount: 'ten' }, 'en')).toEqual({
      errors: { amount: 'invalid_amount', senderName: 'required' },
    });
    expect(simulateRequestOf({ ...form, amount: '0', senderName: 'Erika' }, 'en')).toEqual({
      errors: { amount: 'amount_not_positive' },
    });
    expect(simulateRequestOf({ ...form, amount: '', senderName: 'Erika' }, 'en')).toEqual({
      errors: { amount: 'invalid_amount' },
    });
  });
});
