import { describe, expect, it } from 'vitest';
import { emptyPayoutFormValues as empty } from './payout-request.ts';
import {
  choiceOfRecent,
  choiceOfTemplate,
  needsCardNumber,
  notSaving,
  prefilledValues,
  schemeOf,
  templateNameOf,
} from './recipient-choice.ts';

const accounts = [
  { accountId: 1, currencyCode: 'USD' },
  { accountId: 2, currencyCode: 'EUR' },
  { accountId: 3, currencyCode: 'EUR' },
];

const wireTemplate = {
  id: 't1',
  templateName: 'Jonas at Commerzbank',
  transferType: 'wire' as const,
  beneficiaryName: 'Jonas Weber',
  beneficiaryCountryCode: 'DE',
  currencyCode: 'EUR',
  fields: {
    beneficiaryAddress: 'Hauptstraße 5',
    beneficiaryCity: 'Köln',
    iban: 'DE89370400440532013000',
    swift: 'COBADEFFXXX',
    cardToken: 'never-a-form-field',
  },
  destination: '•••• 3000',
  updatedAt: '2026-11-26T09:00:00.000Z',
};

describe('choosing a saved recipient or a recent payout (decision 0055)', () => {
  it("fills a saved wire recipient's fields and the first account in its currency, keeping the amount and note", () => {
    // Proves a template replaces the recipient's name and fields, ignores names the form does not have, and leaves what is not the recipient's as typed.
    const typed = { ...empty, amount: '25', note: 'Rent', cardNumber: '4532 0151 1283 0366', reference: 'Nov' };
    const values = prefilledValues(typed, choiceOfTemplate(wireTemplate), accounts);
    expect(values).toMatchObject({
      fromAccount: '2',
      beneficiaryName: 'Jonas Weber',
      beneficiaryAddress: 'Hauptstraße 5',
      beneficiaryCity: 'Köln',
      iban: 'DE89370400440532013000',
      swift: 'COBADEFFXXX',
      amount: '25',
      note: 'Rent',
      reference: 'Nov',
      cardNumber: '',
    });
    expect(values).not.toHaveProperty('cardToken');
  });

  it('fills a recent payout from its own account and reference, or another open account in its currency', () => {
    // Proves the account the payout left from is chosen again when it is still open in that currency; else the first one that is.
    const details = {
      transferType: 'eft' as const,
      beneficiaryName: 'Greta Hoffmann',
      beneficiaryCountryCode: 'DE',
      currencyCode: 'EUR',
      destination: '•••• 3000',
      fromAccount: 3,
      fields: { iban: 'DE89370400440532013000' },
      reference: 'Invoice 42',
    };
    const choice = choiceOfRecent(details);
    expect(choice).toMatchObject({ countryCode: 'DE', kind: 'eft', currencyCode: 'EUR', fromAccountId: 3 });
    expect(prefilledValues(empty, choice, accounts)).toMatchObject({
      fromAccount: '3',
      iban: 'DE89370400440532013000',
      reference: 'Invoice 42',
    });
    expect(prefilledValues(empty, choiceOfRecent({ ...details, fromAccount: 9 }), accounts).fromAccount).toBe('2');
    expect(prefilledValues(empty, choiceOfRecent({ ...details, currencyCode: 'GBP' }), accounts).fromAccount).toBe('');
  });

  it('asks for a card number again and names the scheme a kind uses in the country', () => {
    // Proves a card recipient is filled without its number (the server never returns one) and the list's scheme labels.
    const card = choiceOfTemplate({
      ...wireTemplate,
      transferType: 'oct',
      beneficiaryCountryCode: 'US',
      currencyCode: 'USD',
      fields: {},
      destination: '4532 •••• 0366',
    });
    expect(needsCardNumber(card)).toBe(true);
    expect(needsCardNumber(choiceOfTemplate(wireTemplate))).toBe(false);
    expect(prefilledValues(empty, card, accounts)).toMatchObject({ fromAccount: '1', cardNumber: '' });
    expect(schemeOf('eft', 'DE')).toBe('sepa');
    expect(schemeOf('eft', 'GB')).toBe('fasterPayments');
    expect(schemeOf('oct', 'US')).toBe('cardPush');
    expect(schemeOf('instant', 'DE')).toBeUndefined();
  });

  it("saves under the name typed, else the recipient's name, and sends no templateName when not saving", () => {
    // Proves "Save this recipient" sends the contract's templateName (64 characters at most) only when ticked.
    expect(templateNameOf(notSaving, 'Jonas Weber')).toBeUndefined();
    expect(templateNameOf({ isSaving: true, name: null }, ' Jonas Weber ')).toBe('Jonas Weber');
    expect(templateNameOf({ isSaving: true, name: '  ' }, 'Jonas Weber')).toBe('Jonas Weber');
    expect(templateNameOf({ isSaving: true, name: ' Rent ' }, 'Jonas Weber')).toBe('Rent');
    expect(templateNameOf({ isSaving: true, name: 'x'.repeat(80) }, 'Jonas')).toHaveLength(64);
    expect(templateNameOf({ isSaving: true, name: null }, '')).toBeUndefined();
  });
});
