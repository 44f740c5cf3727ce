import { languages, type Language } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, signIn, type Reply, type TestApp } from '../../../test/test-app.ts';
import { additionalQuestions } from './content/additional-questions.ts';
import { historicalBirthCountries, monthlyDepositRanges, personalAgreements } from './content/general.ts';
import { industryGroups } from './content/industries.ts';
import type { Labels } from './content/labels.ts';
import { occupationGroups, occupations } from './content/occupations.ts';
import { accountPurposes, sourcesOfFunds } from './content/sources-and-purposes.ts';

/** Every labels object of the content, with where it is. */
function everyLabels(): { where: string; labels: Labels }[] {
  return [
    ...occupations.map((item) => ({ where: `occupation ${item.id}`, labels: item.labels })),
    ...occupationGroups.map((item) => ({ where: `occupation group ${item.id}`, labels: item.labels })),
    ...Object.values(sourcesOfFunds).flatMap((list) =>
      list.map((item) => ({ where: `source ${item.id}`, labels: item.labels })),
    ),
    ...Object.values(accountPurposes).flatMap((list) =>
      list.map((item) => ({ where: `purpose ${item.id}`, labels: item.labels })),
    ),
    ...industryGroups.flatMap((group) => [
      { where: `industry group ${group.id}`, labels: group.labels },
      ...group.industries.map((item) => ({ where: `industry ${item.id}`, labels: item.labels })),
    ]),
    ...Object.values(additionalQuestions).flatMap((list) =>
      list.flatMap((question) => [
        { where: `question ${question.id}`, labels: question.labels },
        ...(question.options ?? []).map((option) => ({
          where: `question ${question.id} option ${option.value}`,
          labels: option.labels,
        })),
      ]),
    ),
    ...historicalBirthCountries.map((item) => ({ where: `birth country ${item.code}`, labels: item.labels })),
    ...personalAgreements.map((item) => ({ where: `agreement ${item.id}`, labels: item.labels })),
  ];
}

function expectUnique(ids: readonly (number | string)[]): void {
  expect(new Set(ids).size).toBe(ids.length);
}

describe('dictionary content (spec 002 §3)', () => {
  it('labels every entry in every language, translated', () => {
    // Proves no entry lacks a language and the non-English languages are not English copies.
    const all = everyLabels();
    for (const { where, labels } of all) {
      for (const language of languages)
        expect({ where, language, label: labels[language].trim() !== '' }).toEqual({ where, language, label: true });
    }
    for (const language of languages.filter((code) => code !== 'en')) {
      const copies = all.filter(({ labels }) => labels[language] === labels.en).map(({ where }) => where);
      // Proper names shared across languages (e.g. "Family office", "Consultant") are few.
      expect({ language, copies: copies.length <= 6 }).toEqual({ language, copies: true });
    }
  });

  it('keeps ids unique within each dictionary and across lists a stored id must name', () => {
    // Proves an id names one entry: per list, across the four source lists, both purpose lists, all industries.
    expectUnique(occupations.map((item) => item.id));
    expectUnique(occupationGroups.map((item) => item.id));
    expectUnique(Object.values(sourcesOfFunds).flatMap((list) => list.map((item) => item.id)));
    expectUnique(Object.values(accountPurposes).flatMap((list) => list.map((item) => item.id)));
    expectUnique(industryGroups.flatMap((group) => group.industries.map((item) => item.id)));
    expectUnique(Object.values(additionalQuestions).flatMap((list) => list.map((item) => item.id)));
    for (const list of Object.values(additionalQuestions)) expectUnique(list.map((item) => item.key));
    expectUnique(personalAgreements.map((item) => item.id));
    expectUnique(personalAgreements.map((item) => item.key));
    expectUnique(monthlyDepositRanges.map((item) => item.id));
  });

  it('puts every version-1 occupation in exactly one version-2 group', () => {
    // Proves version 2 is the same occupations, grouped: nothing lost, nothing twice, nothing new.
    const grouped = occupationGroups.flatMap((group) => group.occupationIds);
    expectUnique(grouped);
    expect([...grouped].sort((a, b) => a - b)).toEqual(occupations.map((item) => item.id).sort((a, b) => a - b));
  });

  it('gives contiguous deposit ranges in whole units from zero to an open top', () => {
    // Proves the ranges cover every amount once, in minor units that are whole euros.
    const [first] = monthlyDepositRanges;
    expect(first?.minAmountMinor).toBe(0);
    for (const [index, range] of monthlyDepositRanges.entries()) {
      expect(Number.isSafeInteger(range.minAmountMinor) && range.minAmountMinor % 100 === 0).toBe(true);
      const next = monthlyDepositRanges[index + 1];
      if (next) expect(range.maxAmountMinor).toBe(next.minAmountMinor);
      else expect(range.maxAmountMinor).toBeNull();
    }
  });
});

describe('dictionary methods (spec 002 §7 "Dictionaries")', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => testApp.close());

  async function anonymous(method: string, body: Record<string, unknown>, host?: string): Promise<Reply> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/?method=${method}`,
      headers: host ? { host } : {},
      payload: { method, ...body },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Reply>();
  }

  it('answers every dictionary of the spec without a session, document and transaction types included', async () => {
    // Proves spec 000 §6 "Some calls need no login: … dictionaries" for each dictionary method (002 §3, §7).
    const calls: [string, Record<string, unknown>, string][] = [
      ['sourceList', { type: 'personal' }, 'sources'],
      ['purposeList', { type: 'business' }, 'purposes'],
      ['industryList', {}, 'industryGroups'],
      ['occupationList', {}, 'occupations'],
      ['additionalQuestionList', { type: 'personal' }, 'questions'],
      ['states', { countryCode: 'US' }, 'states'],
      ['documentTypes', { countryCode: 'UA' }, 'documentTypes'],
      ['transactionTypeList', {}, 'types'],
    ];
    for (const [method, body, field] of calls) {
      const reply = await anonymous(method, body);
      expect(reply.responseCode, method).toBe('00');
      expect(Array.isArray(reply[field]) && reply[field].length > 0, `${method}.${field}`).toBe(true);
    }
  });

  it('answers sources of each list without a session, in the requested language', async () => {
    // Proves sourceList is public and `lang` picks the labels (ua is Ukrainian).
    const english = await anonymous('sourceList', { type: 'personal' });
    expect(english.responseCode).toBe('00');
    expect(english.sources).toContainEqual({ id: 1, name: 'Salary or wages' });
    const ukrainian = await anonymous('sourceList', { type: 'business', lang: 'ua' });
    expect(ukrainian.sources).toContainEqual({ id: 304, name: 'Дохід від реклами' });
    for (const type of ['personalV2', 'employee']) {
      const reply = await anonymous('sourceList', { type, lang: 'es' });
      expect(reply.responseCode).toBe('00');
      expect(Array.isArray(reply.sources) && reply.sources.length > 3).toBe(true);
    }
  });

  it('falls back to English for an unknown language, reads en-AU as English and takes Accept-Language without lang', async () => {
    // Proves the lang fallback: an unknown tag is not an error.
    const unknown = await anonymous('purposeList', { type: 'personal', lang: 'xx' });
    expect(unknown.responseCode).toBe('00');
    expect(unknown.purposes).toContainEqual({ id: 5, name: 'Saving' });
    const australian = await anonymous('purposeList', { type: 'business', lang: 'en-AU' });
    expect(australian.purposes).toContainEqual({ id: 101, name: 'Receiving payments from customers' });
    const portuguese = await anonymous('purposeList', { type: 'personal', lang: 'pt-BR' });
    expect(portuguese.purposes).toContainEqual({ id: 5, name: 'Poupar' });
    // Without `lang`, the request's Accept-Language as the brand offers it.
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=purposeList',
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
      payload: { method: 'purposeList', type: 'personal' },
    });
    expect(response.json<Reply>().purposes).toContainEqual({ id: 5, name: 'Накопления' });
  });

  it('refuses a bad list type, a bad language tag and an unknown dictionary name with VF', async () => {
    // Proves every bad input is a field error, never a 5xx.
    const badType = await anonymous('sourceList', { type: 'crypto' });
    expect(badType.responseCode).toBe('VF');
    expect(badType.validationErrors).toContainEqual(expect.objectContaining({ field: 'type', code: 'invalid_value' }));
    const badLang = await anonymous('industryList', { lang: 'en; drop table' });
    expect(badLang.validationErrors).toContainEqual(expect.objectContaining({ field: 'lang', code: 'invalid_value' }));
    const badName = await anonymous('dictionaries', { names: ['countries', 'passwords'] });
    expect(badName.responseCode).toBe('VF');
    expect(badName.validationErrors).toContainEqual(expect.objectContaining({ code: 'invalid_value' }));
    expect(badName.dictionaries).toBeUndefined();
    const noNames = await anonymous('dictionaries', {});
    expect(noNames.validationErrors).toContainEqual(expect.objectContaining({ field: 'names', code: 'required' }));
  });

  it('hides adult industries where the brand says so, except from administrators', async () => {
    // Proves hideAdultIndustriesInRegistration: tessera hides the group, aurora (webcam brand) shows it, an admin sees it.
    const groupIds = (reply: Reply): unknown =>
      Array.isArray(reply.industryGroups) ? reply.industryGroups.map((group: { id: string }) => group.id) : undefined;
    const hidden = await anonymous('industryList', {}, 'tessera.localhost');
    expect(groupIds(hidden)).toEqual(['mainstream', 'financial', 'investment']);
    const shown = await anonymous('industryList', { lang: 'ro' }, 'aurora.localhost');
    expect(groupIds(shown)).toEqual(['adult', 'mainstream', 'financial', 'investment']);
    expect(shown.industryGroups).toContainEqual(
      expect.objectContaining({ id: 'adult', name: 'Afaceri pentru adulți' }),
    );
    const english = await anonymous('industryList', {}, 'aurora.localhost');
    expect(english.industryGroups).toContainEqual(
      expect.objectContaining({ id: 'adult', name: 'Adult Related Business' }),
    );
    const { accessToken } = await signIn(testApp.app, 'admin@example.com');
    const asAdmin = await callMethod(testApp.app, 'industryList', {}, accessToken);
    expect(groupIds(asAdmin.body)).toEqual(['adult', 'mainstream', 'financial', 'investment']);
    const { accessToken: alice } = await signIn(testApp.app, 'alice@example.com');
    const asCustomer = await callMethod(testApp.app, 'industryList', {}, alice);
    expect(groupIds(asCustomer.body)).toEqual(['mainstream', 'financial', 'investment']);
  });

  it('answers occupations flat in version 1 and grouped with the same ids in version 2', async () => {
    // Proves both occupation versions and their shared ids.
    const v1 = await anonymous('occupationList', { lang: 'ru' });
    expect(v1).toMatchObject({ responseCode: '00', version: 1 });
    expect(v1.occupations).toContainEqual({ id: 29, name: 'Студент' });
    const v2 = await anonymous('occupationList', { lang: 'ru', version: 2 });
    expect(v2).toMatchObject({ responseCode: '00', version: 2 });
    const groups = v2.occupationGroups as { occupations: { id: number }[] }[];
    expect(groups.flatMap((group) => group.occupations.map((item) => item.id)).length).toBe(
      (v1.occupations as unknown[]).length,
    );
    const bad = await anonymous('occupationList', { version: 3 });
    expect(bad.validationErrors).toContainEqual(expect.objectContaining({ field: 'version' }));
  });

  it('answers additional questions with their original types for the client to remap', async () => {
    // Proves the personal and business sets carry anotherAccount / businessAnotherAccount and controlAccount with value "2".
    const personal = await anonymous('additionalQuestionList', { type: 'personal', lang: 'es' });
    const personalTypes = (personal.questions as { type: string }[]).map((question) => question.type);
    expect(personalTypes).toEqual(expect.arrayContaining(['anotherAccount', 'controlAccount']));
    expect(personal.questions).toContainEqual(
      expect.objectContaining({
        key: 'controlAccount',
        label: '¿Quién controlará esta cuenta?',
        options: expect.arrayContaining([expect.objectContaining({ value: '2' })]),
      }),
    );
    const business = await anonymous('additionalQuestionList', { type: 'business' });
    expect((business.questions as { type: string }[]).map((question) => question.type)).toContain(
      'businessAnotherAccount',
    );
  });

  it('answers the general dictionaries asked for, and only those', async () => {
    // Proves `dictionaries`: countries and currencies named by Intl in the language, historical birth countries, agreements, deposit ranges in minor units.
    const reply = await anonymous('dictionaries', {
      lang: 'ua',
      names: [
        'countries',
        'birthCountries',
        'currencies',
        'personalAgreements',
        'estimatedMonthlyDeposits',
        'occupationsV2',
        'occupations',
      ],
    });
    expect(reply.responseCode).toBe('00');
    const dictionaries = reply.dictionaries as Record<string, unknown[]>;
    expect(dictionaries.countries).toContainEqual({ code: 'DE', name: 'Німеччина' });
    expect(dictionaries.countries).toHaveLength(250);
    expect(dictionaries.birthCountries).toContainEqual({
      code: 'SUHH',
      name: 'СРСР (Радянський Союз)',
      isHistorical: true,
    });
    expect(dictionaries.birthCountries).toContainEqual({ code: 'UA', name: 'Україна', isHistorical: false });
    expect(dictionaries.currencies).toContainEqual({ code: 'JPY', name: 'японська єна', exponent: 0 });
    expect(dictionaries.personalAgreements).toContainEqual(
      expect.objectContaining({ key: 'privacyNotice', isRequired: true }),
    );
    expect(dictionaries.estimatedMonthlyDeposits).toContainEqual(
      expect.objectContaining({ id: 6, currency: 'EUR', minAmountMinor: 10_000_000, maxAmountMinor: null }),
    );

    const english = await anonymous('dictionaries', { names: ['estimatedMonthlyDeposits'] });
    expect(Object.keys(english.dictionaries as object)).toEqual(['estimatedMonthlyDeposits']);
    const names = (
      english.dictionaries as { estimatedMonthlyDeposits: { name: string }[] }
    ).estimatedMonthlyDeposits.map((range) => range.name);
    expect(names[0]).toBe('Less than €1,000');
    expect(names[1]).toMatch(/^€1,000\s*–\s*€5,000$/);
    expect(names.at(-1)).toBe('€100,000 or more');
  });

  it('sorts countries as the language sorts them', async () => {
    // Proves the country list is ordered by its translated names.
    const languagesToCheck: Language[] = ['en', 'ro'];
    for (const lang of languagesToCheck) {
      const reply = await anonymous('dictionaries', { lang, names: ['countries'] });
      const names = (reply.dictionaries as { countries: { name: string }[] }).countries.map((country) => country.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(lang).compare));
    }
  });
});
