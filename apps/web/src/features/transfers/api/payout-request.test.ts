import { payoutFieldsFor } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { fieldOrder, payoutRequest, type PayoutFormValues } from './payout-request.ts';

const names = (kind: Parameters<typeof payoutFieldsFor>[0], country: string) =>
  payoutFieldsFor(kind, country).map((field) => field.name);

const wire: Partial<PayoutFormValues> = {
  fromAccount: '7',
  beneficiaryName: 'Jonas Weber',
  amount: '1.000,50',
  beneficiaryAddress: 'Hauptstraße 5',
  beneficiaryCity: 'Köln',
  iban: 'DE89 3704 0044 0532 0130 00',
  swift: 'COBADEFFXXX',
  reference: '',
  note: '  ',
  cardNumber: '5105105105100002',
};

describe('the external transfer form (decision 0040)', () => {
  it("builds a wire's request from the form with the contract's rules, the amount read in the form's language", () => {
    // Proves "1.000,50" typed in Spanish goes as "1000.50", empty optional fields and other kinds' fields stay out.
    const check = payoutRequest('wire', 'DE', 'EUR', wire, names('wire', 'DE'), 'es');
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.request).toMatchObject({
      fromAccount: 7,
      amount: '1000.50',
      currency: 'EUR',
      beneficiaryCountryCode: 'DE',
    });
    expect(check.request).not.toHaveProperty('cardNumber');
    expect(check.request).not.toHaveProperty('note');
  });

  it('says what is wrong at each field with the same codes as the server, the currency at the account', () => {
    // Proves a bad IBAN, a missing name and a kind not offered in the account's currency are caught before the server.
    const check = payoutRequest(
      'eft',
      'DE',
      'USD',
      { ...wire, beneficiaryName: '', iban: 'DE89 3704 0044 0532 0130 01', amount: '10' },
      names('eft', 'DE'),
      'en',
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toMatchObject({ beneficiaryName: 'required', fromAccount: 'payout_not_offered' });
    const iban = payoutRequest(
      'eft',
      'DE',
      'EUR',
      { ...wire, iban: 'DE89 3704 0044 0532 0130 01', amount: '10' },
      names('eft', 'DE'),
      'en',
    );
    expect(iban.ok ? {} : iban.errors).toEqual({ iban: 'invalid_iban_checksum' });
  });

  it('refuses a card number that fails Luhn and focuses the fields in the order they are shown', () => {
    // Proves the card payout's number check and the focus order (account, recipient fields, then amount).
    const check = payoutRequest(
      'oct',
      'US',
      'USD',
      { ...wire, cardNumber: '5105 1051 0510 0003', amount: '20' },
      names('oct', 'US'),
      'en',
    );
    expect(check.ok ? {} : check.errors).toEqual({ cardNumber: 'card_number_not_valid' });
    expect(fieldOrder(['cardNumber'])).toEqual([
      'fromAccount',
      'cardNumber',
      'beneficiaryName',
      'amount',
      'reference',
      'note',
    ]);
  });
});
