import { describe, expect, it } from 'vitest';
import { betweenFormSchema, isQuotableAmount, p2pFormSchema } from './transfer-form.ts';

describe('transfer forms', () => {
  it('quotes only complete positive amounts (spec 001 §5: p2p fee needs amount > 0)', () => {
    expect(isQuotableAmount('25')).toBe(true);
    expect(isQuotableAmount('0.01')).toBe(true);
    for (const amount of ['', '0', '0.00', '-1', '1e3', 'NaN', '25.', '1.123456789', '1234567890123456'])
      expect(isQuotableAmount(amount), amount).toBe(false);
  });

  it('refuses a p2p form without recipient or with a bad amount, with error codes as messages', () => {
    const result = p2pFormSchema('en').safeParse({ fromAccount: '1', toEmail: 'bob', amount: '-5', note: '' });
    expect(result.success).toBe(false);
    const codes = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(codes).toEqual({ toEmail: 'invalid_email', amount: 'invalid_amount' });
  });

  it('reads the amount in the language of the form and hands on a plain decimal', () => {
    // Proves "3,50" in Spanish and "1,000.50" in English are accepted and become "3.50" and "1000.50".
    const spanish = p2pFormSchema('es').safeParse({
      fromAccount: '1',
      toEmail: 'bob@example.com',
      amount: '3,50',
      note: '',
    });
    expect(spanish.data?.amount).toBe('3.50');
    const english = p2pFormSchema('en').safeParse({
      fromAccount: '1',
      toEmail: 'bob@example.com',
      amount: '1,000.50',
      note: '',
    });
    expect(english.data?.amount).toBe('1000.50');
    const grouped = p2pFormSchema('es').safeParse({
      fromAccount: '1',
      toEmail: 'bob@example.com',
      amount: '1.234,5',
      note: '',
    });
    expect(grouped.data?.amount).toBe('1234.5');
  });

  it('refuses moving money from an account to itself', () => {
    const result = betweenFormSchema('en').safeParse({
      fromAccount: '7',
      toAccount: '7',
      amount: '10',
      note: '',
      recurring: false,
      subscriptionFrequency: 'monthly',
      subscriptionEndDate: '',
      subscriptionTransactions: '',
      subscriptionReference: '',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['toAccount', 'same_account'],
    ]);
  });
});
