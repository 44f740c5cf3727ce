import { describe, expect, it } from 'vitest';
import { remapAdditionalQuestions, type AdditionalQuestion, type RemapTexts } from './additional-questions.ts';
import { generalDictionaryNames, dictionariesMethod } from './dictionaries.schemas.ts';
import { resolveDictionaryLanguage } from './dictionary-language.ts';
import { industryGroupIds, visibleIndustryGroups } from './industries.ts';

const texts: RemapTexts = {
  yes: 'Yes',
  no: 'No',
  otherAccountDetails: 'Which institutions?',
  controllerName: 'Full name',
  controllerDate: 'Date of birth',
};

const question = (
  overrides: Partial<AdditionalQuestion> & Pick<AdditionalQuestion, 'type' | 'key'>,
): AdditionalQuestion => ({
  id: 1,
  label: 'Question',
  isRequired: true,
  ...overrides,
});

describe('additional-question remapping (spec 002 §3 "Question types are remapped")', () => {
  it('turns anotherAccount and businessAnotherAccount into a yes/no radio with a textarea under yes', () => {
    // Proves both "another account" types become the same radio with a details follow-up keyed after the question.
    for (const type of ['anotherAccount', 'businessAnotherAccount'] as const) {
      const [field] = remapAdditionalQuestions([question({ type, key: type })], texts);
      expect(field).toEqual({
        id: 1,
        key: type,
        kind: 'radio',
        label: 'Question',
        isRequired: true,
        options: [
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ],
        followUp: {
          whenValue: 'yes',
          fields: [{ key: `${type}Details`, kind: 'textarea', label: 'Which institutions?' }],
        },
      });
    }
  });

  it('turns controlAccount into a radio of its options whose value "2" asks for a name and a date', () => {
    // Proves the controlAccount remapping keeps the server's options and adds the name-and-date follow-up on "2".
    const options = [
      { value: '1', label: 'Only me' },
      { value: '2', label: 'Someone else' },
    ];
    const [field] = remapAdditionalQuestions(
      [question({ type: 'controlAccount', key: 'controlAccount', options })],
      texts,
    );
    expect(field?.kind).toBe('radio');
    expect(field?.options).toEqual(options);
    expect(field?.followUp).toEqual({
      whenValue: '2',
      fields: [
        { key: 'controlAccountName', kind: 'text', label: 'Full name' },
        { key: 'controlAccountDate', kind: 'date', label: 'Date of birth' },
      ],
    });
  });

  it('keeps other types as they are, in order, without a follow-up', () => {
    // Proves plain questions pass through and the order and ids are kept.
    const fields = remapAdditionalQuestions(
      [
        question({ id: 7, type: 'select', key: 'volume', options: [{ value: '1', label: 'Few' }] }),
        question({ id: 8, type: 'textarea', key: 'countries', isRequired: false }),
      ],
      texts,
    );
    expect(fields.map((field) => [field.id, field.kind, field.followUp])).toEqual([
      [7, 'select', undefined],
      [8, 'textarea', undefined],
    ]);
    expect(fields[0]?.options).toEqual([{ value: '1', label: 'Few' }]);
    expect(fields[1]?.options).toEqual([]);
  });
});

describe('adult industries (spec 000 §1 hideAdultIndustriesInRegistration)', () => {
  const groups = industryGroupIds.map((id) => ({ id }));

  it('drops only the adult group when the brand hides it, for anyone but an administrator', () => {
    // Proves the filter: hidden for customers and visitors, shown to admins and on brands that offer it.
    expect(
      visibleIndustryGroups(groups, { hideAdultIndustries: true, isAdmin: false }).map((group) => group.id),
    ).toEqual(['mainstream', 'financial', 'investment']);
    expect(visibleIndustryGroups(groups, { hideAdultIndustries: true, isAdmin: true })).toEqual(groups);
    expect(visibleIndustryGroups(groups, { hideAdultIndustries: false, isAdmin: false })).toEqual(groups);
    expect(groups).toHaveLength(4);
  });
});

describe('dictionary language (spec 002 §7 "adds lang")', () => {
  it('reads product codes, regional tags and Intl codes, and falls back to English', () => {
    // Proves the lang rule: en-AU → en, pt-BR → pt, uk → ua, unknown or none → en.
    expect(resolveDictionaryLanguage('ua')).toBe('ua');
    expect(resolveDictionaryLanguage('uk-UA')).toBe('ua');
    expect(resolveDictionaryLanguage('en-AU')).toBe('en');
    expect(resolveDictionaryLanguage('pt_BR')).toBe('pt');
    expect(resolveDictionaryLanguage('RU')).toBe('ru');
    expect(resolveDictionaryLanguage('de')).toBe('en');
    expect(resolveDictionaryLanguage(undefined)).toBe('en');
  });

  it('accepts every general dictionary name and refuses any other', () => {
    // Proves the names `dictionaries` takes are exactly the declared ones.
    expect(dictionariesMethod.request.safeParse({ names: [...generalDictionaryNames] }).success).toBe(true);
    expect(dictionariesMethod.request.safeParse({ names: ['states'] }).success).toBe(false);
  });
});
