import { describe, expect, it } from 'vitest';
import { bicSchema, binNumberSchema, electronicIban, ibanParts, ibanSchema } from './bank-identifiers.ts';

/** The field-error code of a refused value, or 'accepted'. */
function refusal(schema: typeof ibanSchema | typeof bicSchema | typeof binNumberSchema, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? 'accepted' : (result.error.issues[0]?.message ?? 'no issue');
}

/** Valid IBANs of the seeded and served countries (public example numbers of each national layout). */
const validIbans: Record<string, string> = {
  GB: 'GB29NWBK60161331926819',
  DE: 'DE89370400440532013000',
  FR: 'FR1420041010050500013M02606',
  ES: 'ES9121000418450200051332',
  IT: 'IT60X0542811101000000123456',
  NL: 'NL91ABNA0417164300',
  PT: 'PT50000201231234567890154',
  RO: 'RO49AAAA1B31007593840000',
  BR: 'BR1800360305000010009795493C1',
  IE: 'IE29AIBK93115212345678',
  BE: 'BE68539007547034',
  AT: 'AT611904300234573201',
  CH: 'CH9300762011623852957',
  PL: 'PL61109010140000071219812874',
  SE: 'SE4550000000058398257466',
  LU: 'LU280019400644750000',
};

describe('IBAN (spec 001 §3, §5; decision 0039)', () => {
  it.each(Object.entries(validIbans))('accepts a valid %s IBAN', (country, iban) => {
    // Proves each served country's layout, length and check digits are known to the shared schema.
    expect(ibanSchema.parse(iban)).toBe(iban);
    expect(ibanParts(iban)?.countryIsoCode).toBe(country);
  });

  it('normalises lower case, spaces and dashes to the electronic format', () => {
    // Proves what a person types or pastes (print format, lower case) is the IBAN that is sent on.
    expect(ibanSchema.parse('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(ibanSchema.parse('  GB29-NWBK-6016-1331-9268-19 ')).toBe('GB29NWBK60161331926819');
    expect(electronicIban('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
  });

  it('refuses a wrong check digit, a typo in the number, a wrong length and a non-IBAN country', () => {
    // Proves each refusal names its reason with a code of the catalogue the web translates.
    expect(refusal(ibanSchema, 'DE88370400440532013000')).toBe('invalid_iban_checksum');
    expect(refusal(ibanSchema, 'DE89370400440532013001')).toBe('invalid_iban_checksum');
    expect(refusal(ibanSchema, 'GB29NWBK60161331926818')).toBe('invalid_iban_checksum');
    expect(refusal(ibanSchema, 'DE8937040044053201300')).toBe('invalid_iban_length');
    expect(refusal(ibanSchema, 'FR14200410100505000130M026061')).toBe('invalid_iban_length');
    expect(refusal(ibanSchema, 'US12345678901234567890')).toBe('invalid_iban_country');
    expect(refusal(ibanSchema, 'GB29NWBK6016133192681X')).toBe('invalid_iban_format');
    expect(refusal(ibanSchema, '12345')).toBe('invalid');
    expect(refusal(ibanSchema, 'DE89 3704 0044 0532 0130 00!')).toBe('invalid_iban_format');
    expect(refusal(ibanSchema, '   ')).toBe('required');
    expect(refusal(ibanSchema, 'D'.repeat(65))).toBe('too_long');
    expect(refusal(ibanSchema, 42)).toBe('required');
  });

  it('finds the national bank and branch identifiers inside the IBAN', () => {
    // Proves the directory keys: GB bank letters and sort code, DE BLZ, FR code banque and guichet, ES
    // entidad, IT ABI, NL bank letters, PT and RO bank codes, BR ISPB.
    expect(ibanParts('GB29NWBK60161331926819')).toMatchObject({ bankIdentifier: 'NWBK', branchIdentifier: '601613' });
    expect(ibanParts('DE89370400440532013000')).toMatchObject({ bankIdentifier: '37040044' });
    expect(ibanParts('FR1420041010050500013M02606')).toMatchObject({
      bankIdentifier: '20041',
      branchIdentifier: '01005',
    });
    expect(ibanParts('ES9121000418450200051332')).toMatchObject({ bankIdentifier: '2100', branchIdentifier: '0418' });
    expect(ibanParts('IT60X0542811101000000123456')).toMatchObject({ bankIdentifier: '05428' });
    expect(ibanParts('NL91ABNA0417164300')).toMatchObject({ bankIdentifier: 'ABNA' });
    expect(ibanParts('PT50000201231234567890154')).toMatchObject({ bankIdentifier: '0002' });
    expect(ibanParts('RO49AAAA1B31007593840000')).toMatchObject({ bankIdentifier: 'AAAA' });
    expect(ibanParts('BR1800360305000010009795493C1')).toMatchObject({ bankIdentifier: '00360305' });
    expect(ibanParts('DE88370400440532013000')).toBeNull();
  });
});

describe('BIC / SWIFT (ISO 9362)', () => {
  it('accepts 8 and 11 characters, upper-casing and removing spaces', () => {
    // Proves a head-office BIC, a branch BIC and a typed one with spaces and lower case all pass.
    expect(bicSchema.parse('DEUTDEFF')).toBe('DEUTDEFF');
    expect(bicSchema.parse('deutdeff500')).toBe('DEUTDEFF500');
    expect(bicSchema.parse('NWBK GB 2L')).toBe('NWBKGB2L');
    expect(bicSchema.parse('BTRLRO22XXX')).toBe('BTRLRO22XXX');
  });

  it('refuses a wrong length, a digit in the bank code and an unknown country', () => {
    // Proves each refusal is a translated field-error code, not a crash or a generic message.
    expect(refusal(bicSchema, 'DEUTDEF')).toBe('invalid_bic');
    expect(refusal(bicSchema, 'DEUTDEFF50')).toBe('invalid_bic');
    expect(refusal(bicSchema, 'DEUTDEFF5000')).toBe('invalid_bic');
    expect(refusal(bicSchema, 'DEU1DEFF')).toBe('invalid_bic');
    expect(refusal(bicSchema, 'DEUT-DEFF')).toBe('invalid_bic');
    expect(refusal(bicSchema, 'DEUTXXFF')).toBe('invalid_bic_country');
    expect(refusal(bicSchema, '')).toBe('required');
  });
});

describe('card BIN (spec 001 §5, §9: first six digits, spaces removed)', () => {
  it('keeps only the first six digits of a card number', () => {
    // Proves a full card number typed with spaces is reduced to its BIN before anything else sees it.
    expect(binNumberSchema.parse('4111 1111 1111 1111')).toBe('411111');
    expect(binNumberSchema.parse('535522')).toBe('535522');
  });

  it('refuses fewer than six digits, letters and more than nineteen digits', () => {
    // Proves malformed card numbers are a field error with a code the web translates.
    expect(refusal(binNumberSchema, '41111')).toBe('card_bin_too_short');
    expect(refusal(binNumberSchema, '4111a1')).toBe('card_number_digits_only');
    expect(refusal(binNumberSchema, '4'.repeat(20))).toBe('card_number_too_long');
  });
});
