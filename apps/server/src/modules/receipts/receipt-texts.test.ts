import { languages } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../../platform/messages/render.ts';
import { documentLocale as receiptLocale } from '../../platform/pdf-letterhead.ts';
import { receiptTexts, receiptTextPlaceholders } from './receipt-texts.ts';

/** Every text of a language's table as [path, text]: 'fields.fee', 'types.p2p', 'title', … */
function entries(value: object, prefix = ''): [string, string][] {
  return Object.entries(value).flatMap(([key, inner]): [string, string][] =>
    typeof inner === 'string' ? [[`${prefix}${key}`, inner]] : entries(inner as object, `${prefix}${key}.`),
  );
}

const english = entries(receiptTexts.en);
const declared: Record<string, readonly string[]> = receiptTextPlaceholders;

describe('receipt texts (decision 0035)', () => {
  it.each(languages)('%s has every label, each non-empty, with exactly the declared placeholders', (language) => {
    // Proves no language misses a label of the receipt or drops, renames or adds a placeholder.
    const texts = entries(receiptTexts[language]);
    expect(texts.map(([path]) => path).sort()).toEqual(english.map(([path]) => path).sort());
    for (const [path, text] of texts) {
      expect(text.trim().length, `${language} ${path}`).toBeGreaterThan(0);
      expect(placeholdersOf(text), `${language} ${path}`).toEqual([...(declared[path] ?? [])].sort());
    }
  });

  it.each(languages.filter((language) => language !== 'en'))('%s is translated, not a copy of English', (language) => {
    // Proves each label of a translation differs from the English one (none left in English).
    const translated = new Map(entries(receiptTexts[language]));
    expect(english.filter(([path, text]) => translated.get(path) === text).map(([path]) => path)).toEqual([]);
  });

  it("writes dates and amounts in the language's Intl locale", () => {
    // Proves 'ua' maps to Intl's 'uk' and en-AU keeps its Australian locale when asked for first.
    expect(receiptLocale('ua', 'ua')).toBe('uk');
    expect(receiptLocale('ru', 'ru')).toBe('ru');
    expect(receiptLocale('en', 'en-AU')).toBe('en-AU');
    expect(receiptLocale('en', 'en-AU;q=0.9')).toBe('en-AU');
    expect(receiptLocale('en', 'en-GB,en-AU')).toBe('en');
    expect(receiptLocale('en', undefined)).toBe('en');
  });
});
