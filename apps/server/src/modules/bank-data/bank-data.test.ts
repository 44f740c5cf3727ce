import { bankDataMethods } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';

let testApp: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  // Real per-customer limits (scale 1): the limit test below exhausts one method for bob only.
  testApp = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
  alice = (await signIn(testApp.app, 'alice@example.com')).accessToken;
  bob = (await signIn(testApp.app, 'bob@example.com')).accessToken;
});
afterAll(async () => testApp.close());

describe('ibanLookup (spec 001 §3 "By IBAN"; decision 0039)', () => {
  it('answers a known bank with the spec fields, from a typed IBAN with spaces and lower case', async () => {
    // Proves the directory answers by the BLZ inside a German IBAN, normalised by the contract.
    const { status, body } = await callMethod(
      testApp.app,
      'ibanLookup',
      { iban: 'de89 3704 0044 0532 0130 00' },
      alice,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      responseCode: '00',
      iban: 'DE89370400440532013000',
      bankName: 'Commerzbank AG',
      SWIFT: 'COBADEFF',
      address: 'Kaiserplatz',
      city: 'Frankfurt am Main',
      zipCode: '60311',
      countryIsoCode: 'DE',
      country: 'Germany',
    });
  });

  it('answers banks of GB, FR, ES, NL, PT, RO, BR, PL and UA by their national codes, with the branch', async () => {
    // Proves each country's national bank code (letters, code banque, entidad, ISPB, leading digits) finds its bank.
    const cases: [string, string, string | undefined][] = [
      ['GB29NWBK60161331926819', 'NWBKGB2L', '601613'],
      ['FR1420041010050500013M02606', 'PSSTFRPP', '01005'],
      ['ES9121000418450200051332', 'CAIXESBB', '0418'],
      ['NL91ABNA0417164300', 'ABNANL2A', undefined],
      ['PT50003500000001234567820', 'CGDIPTPL', undefined],
      ['RO35BTRL01301205S05658XX', 'BTRLRO22', undefined],
      ['BR1800360305000010009795493C1', 'CEFXBRSP', '00001'],
      ['PL61109010140000071219812874', 'WBKPPLPP', '10901014'],
      ['UA213223130000026007233566001', 'EXBSUAUX', undefined],
    ];
    for (const [iban, swift, branch] of cases) {
      const { body } = await callMethod(testApp.app, 'ibanLookup', { iban }, alice);
      expect(body, iban).toMatchObject({ responseCode: '00', SWIFT: swift });
      expect(body.branch, iban).toBe(branch);
    }
  });

  it("names the country in the caller's language", async () => {
    // Proves `country` follows Accept-Language (the brand's languages), not always English.
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=ibanLookup',
      headers: { authorization: `Bearer ${alice}`, 'accept-language': 'es' },
      payload: { method: 'ibanLookup', iban: 'ES9121000418450200051332' },
    });
    expect(response.json()).toMatchObject({ responseCode: '00', country: 'España', bankName: 'CaixaBank, S.A.' });
  });

  it('answers NF "bank not found" with the country for a valid IBAN of a bank the directory does not know', async () => {
    // Proves an unknown bank is a defined answer the payout can go on from, not a validation error.
    const { status, body } = await callMethod(
      testApp.app,
      'ibanLookup',
      { iban: 'IT60X0542811101000000123456' },
      alice,
    );
    expect(status).toBe(404);
    expect(body).toMatchObject({
      responseCode: 'NF',
      responseDescription: 'Bank not found.',
      validationErrors: [],
      countryIsoCode: 'IT',
      country: 'Italy',
    });
  });

  it('refuses an invalid IBAN with VF and the field, and a missing token with 401', async () => {
    // Proves bad input is a field error with a translatable code, never a 5xx, and the method is not public.
    for (const [iban, code] of [
      ['DE88370400440532013000', 'invalid_iban_checksum'],
      ['DE8937040044053201300', 'invalid_iban_length'],
      ['US12345678901234567890', 'invalid_iban_country'],
    ]) {
      const { status, body } = await callMethod(testApp.app, 'ibanLookup', { iban }, alice);
      expect(status).toBe(200);
      expect(body.responseCode).toBe('VF');
      expect(body.validationErrors).toEqual([expect.objectContaining({ field: 'iban', code })]);
    }
    const missing = await callMethod(testApp.app, 'ibanLookup', {}, alice);
    expect(missing.body.validationErrors).toEqual([expect.objectContaining({ field: 'iban', code: 'required' })]);
    const anonymous = await callMethod(testApp.app, 'ibanLookup', { iban: 'DE89370400440532013000' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.responseCode).toBe('AU');
  });
});

describe('swiftLookup (spec 001 §3 "By SWIFT")', () => {
  it('answers a known bank by its 8- or 11-character code with the spec fields', async () => {
    // Proves head-office and branch codes (typed in lower case) find the bank; `code` is the code asked.
    const { body } = await callMethod(testApp.app, 'swiftLookup', { swift: 'btrlro22' }, alice);
    expect(body).toMatchObject({
      responseCode: '00',
      code: 'BTRLRO22',
      bankName: 'Banca Transilvania S.A.',
      address: 'Calea Dorobanților 30-36',
      city: 'Cluj-Napoca',
      zipCode: '400117',
      countryIsoCode: 'RO',
    });
    const branch = await callMethod(testApp.app, 'swiftLookup', { swift: 'CHASUS33XXX' }, alice);
    expect(branch.body).toMatchObject({ responseCode: '00', code: 'CHASUS33XXX', countryIsoCode: 'US' });
    const canada = await callMethod(testApp.app, 'swiftLookup', { swift: 'ROYCCAT2' }, alice);
    expect(canada.body).toMatchObject({ responseCode: '00', bankName: 'Royal Bank of Canada', city: 'Toronto, ON' });
  });

  it('answers NF for a valid code the directory does not know, VF for an invalid one, 401 without a token', async () => {
    // Proves the three outcomes a payout form must tell apart.
    const unknown = await callMethod(testApp.app, 'swiftLookup', { swift: 'ABCDGB2L' }, alice);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      responseCode: 'NF',
      responseDescription: 'Bank not found.',
      countryIsoCode: 'GB',
    });
    for (const [swift, code] of [
      ['DEUTDEF', 'invalid_bic'],
      ['DEUTXXFF', 'invalid_bic_country'],
    ]) {
      const { body } = await callMethod(testApp.app, 'swiftLookup', { swift }, alice);
      expect(body).toMatchObject({
        responseCode: 'VF',
        validationErrors: [expect.objectContaining({ field: 'swift', code })],
      });
    }
    expect((await callMethod(testApp.app, 'swiftLookup', { swift: 'DEUTDEFF' })).status).toBe(401);
  });
});

describe('binInfo and binBlacklist (spec 001 §3 "Bin info", §5)', () => {
  it('answers scheme, issuer and country of a known BIN from a full card number with spaces', async () => {
    // Proves only the first six digits are used and a known issuer BIN answers the spec's fields.
    const { body } = await callMethod(testApp.app, 'binInfo', { binNumber: '4147 2012 3456 7890' }, alice);
    expect(body).toMatchObject({
      responseCode: '00',
      binNumber: '414720',
      cardBrand: 'VISA',
      cardType: 'CREDIT',
      issuer: 'JPMorgan Chase Bank, N.A.',
      countryCode: 'US',
      currencyCode: 'USD',
      isPrepaid: false,
      valid: true,
    });
  });

  it('tells schemes apart by their IIN ranges, the longest prefix first', async () => {
    // Proves Mastercard's 2-series, Amex, Maestro inside the 5s and Elo inside Visa's 4 are recognised.
    const schemes: [string, string][] = [
      ['222100', 'MASTERCARD'],
      ['530000', 'MASTERCARD'],
      ['371449', 'AMEX'],
      ['501800', 'MAESTRO'],
      ['438935', 'ELO'],
      ['352800', 'JCB'],
      ['620000', 'UNIONPAY'],
    ];
    for (const [binNumber, cardBrand] of schemes) {
      const { body } = await callMethod(testApp.app, 'binInfo', { binNumber }, alice);
      expect(body, binNumber).toMatchObject({ responseCode: '00', binNumber, cardBrand, valid: true });
    }
  });

  it('marks a blacklisted BIN not valid, and the blacklist lists it', async () => {
    // Proves payouts can refuse public test cards: binInfo says valid false, binBlacklist names them.
    const info = await callMethod(testApp.app, 'binInfo', { binNumber: '4111111111111111' }, alice);
    expect(info.body).toMatchObject({ responseCode: '00', binNumber: '411111', cardBrand: 'VISA', valid: false });
    const list = await callMethod(testApp.app, 'binBlacklist', {}, alice);
    expect(list.body.responseCode).toBe('00');
    expect(list.body.binNumbers).toEqual(expect.arrayContaining(['411111', '424242', '555555']));
    expect((await callMethod(testApp.app, 'binBlacklist', {})).status).toBe(401);
  });

  it('answers NF for a BIN no scheme uses, VF for fewer than six digits, 401 without a token', async () => {
    // Proves the outcomes of a card lookup are defined and bad input never reaches the table.
    const unknown = await callMethod(testApp.app, 'binInfo', { binNumber: '999999' }, alice);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ responseCode: 'NF', binNumber: '999999' });
    const short = await callMethod(testApp.app, 'binInfo', { binNumber: '4111 1' }, alice);
    expect(short.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [expect.objectContaining({ field: 'binNumber', code: 'card_bin_too_short' })],
    });
    expect((await callMethod(testApp.app, 'binInfo', { binNumber: '411111' })).status).toBe(401);
  });
});

describe('per-customer limits of the lookups (decision 0039)', () => {
  it('every lookup declares a per-customer limit', () => {
    // Proves no lookup of this area is left open to enumeration by a signed-in script.
    for (const declaration of Object.values(bankDataMethods)) expect(declaration.customerRateLimit).toBeDefined();
  });

  it('stops a customer walking the directory with 429 RL, invalid calls counted too; another customer is served', async () => {
    // Proves the limit counts every call, valid or not, answers RL with Retry-After, and is per customer.
    const max = bankDataMethods.swiftLookup.customerRateLimit?.max ?? 0;
    expect(max).toBeGreaterThan(0);
    const answers = [];
    for (let index = 0; index < max + 5; index += 1) {
      // Valid codes of unknown banks and invalid codes alternate: both count.
      const swift = index % 2 === 0 ? `AAAA${index % 4 === 0 ? 'GB' : 'DE'}2L` : 'bad';
      answers.push(await callMethod(testApp.app, 'swiftLookup', { swift }, bob));
    }
    expect(answers.slice(0, max).every((answer) => answer.status !== 429)).toBe(true);
    const limited = answers.slice(max);
    for (const answer of limited) {
      expect(answer.status).toBe(429);
      expect(answer.body.responseCode).toBe('RL');
      expect(answer.body).not.toHaveProperty('bankName');
    }
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=swiftLookup',
      headers: { authorization: `Bearer ${bob}` },
      payload: { method: 'swiftLookup', swift: 'DEUTDEFF' },
    });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // Alice is another customer: her lookups are still answered, and bob's other lookups too.
    expect((await callMethod(testApp.app, 'swiftLookup', { swift: 'DEUTDEFF' }, alice)).body.responseCode).toBe('00');
    expect((await callMethod(testApp.app, 'ibanLookup', { iban: 'NL91ABNA0417164300' }, bob)).body.responseCode).toBe(
      '00',
    );
  });
});
