import { fieldErrorCodes, isFieldErrorCode } from '@tessera/contract';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);
const locales = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const translations = ['es', 'pt', 'ro', 'ru', 'ua'] as const;
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Flattens one JSON file into `key.path → text`. */
function flatten(value: unknown, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      for (const [nested, text] of flatten(item, prefix ? `${prefix}.${key}` : key)) result.set(nested, text);
    }
  } else {
    result.set(prefix, String(value));
  }
  return result;
}

/** Every text of a locale folder as `namespace:key.path → text`. */
function load(locale: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of readdirSync(path.join(root, locale)).filter((name) => name.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '');
    for (const [key, text] of flatten(JSON.parse(readFileSync(path.join(root, locale, file), 'utf8'))))
      all.set(`${namespace}:${key}`, text);
  }
  return all;
}

/** Intl's locale of a product language ('ua' is Ukrainian, 'uk' for Intl). */
function intlLocaleOf(locale: string): string {
  return locale === 'ua' ? 'uk' : locale;
}

const english = load('en');
const englishPluralKeys = new Set(
  [...english.keys()].filter((key) => pluralSuffix.test(key)).map((key) => key.replace(pluralSuffix, '')),
);

describe('locale files (spec 000 §9)', () => {
  it('ships the six languages and the Australian file', () => {
    // Proves every required locale folder exists.
    expect([...locales].sort()).toEqual(expect.arrayContaining(['en', 'en-AU', 'es', 'pt', 'ro', 'ru', 'ua']));
  });

  it.each(locales.filter((locale) => locale !== 'en'))('%s has every key that en has, and no empty text', (locale) => {
    // Proves no string is missing from a translation (plural keys are checked by the next test).
    const translated = load(locale);
    const missing = [...english.keys()].filter((key) => !pluralSuffix.test(key) && !translated.has(key));
    expect(missing).toEqual([]);
    expect([...translated].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it.each(locales)('%s has every plural form its language needs', (locale) => {
    // Proves Russian and Ukrainian have _one/_few/_many/_other (and es/pt _many, ro _few) for each counted text.
    const translated = load(locale);
    const categories = new Intl.PluralRules(intlLocaleOf(locale)).resolvedOptions().pluralCategories;
    const missing = [...englishPluralKeys].flatMap((base) =>
      categories.map((category) => `${base}_${category}`).filter((key) => !translated.has(key)),
    );
    expect(missing).toEqual([]);
  });

  it.each(translations)('%s is a real translation, not a copy of English', (locale) => {
    // Proves at most a handful of texts (brand-neutral words like "E-mail") equal the English ones.
    const translated = load(locale);
    const same = [...english].filter(([key, text]) => translated.get(key) === text && /[a-z]{4,}/i.test(text));
    const copied = same.map(([key]) => key).join(', ');
    expect(same.length, `texts equal to English: ${copied}`).toBeLessThan(english.size * 0.05);
  });

  it('uses Australian spelling in en-AU where it differs', () => {
    // Proves en-AU is not a plain copy of en: at least some texts differ, e.g. "authorised", "centre".
    const australian = load('en-AU');
    const differing = [...english].filter(
      ([key, text]) => australian.get(key) !== undefined && australian.get(key) !== text,
    );
    expect(differing.length).toBeGreaterThan(0);
    expect([...australian.values()].join(' ')).not.toMatch(/\b(authorized|recognized|center)\b/);
  });

  it('keeps interpolation placeholders in every translation', () => {
    // Proves {{name}}-style placeholders survive translation.
    for (const locale of locales) {
      const translated = load(locale);
      for (const [key, text] of english) {
        const translatedText = translated.get(key);
        if (translatedText === undefined) continue;
        for (const placeholder of text.match(/\{\{\w+\}\}/g) ?? []) {
          expect(translatedText, `${locale} ${key}`).toContain(placeholder);
        }
      }
    }
  });

  it.each(locales)('%s translates exactly the field-error codes of the contract catalogue', (locale) => {
    // Proves a 'VF' reply is shown in the user's language for every code the server can send, and no stale code stays behind.
    const translated = new Set(
      [...load(locale).keys()]
        .filter((key) => key.startsWith('errors:fields.'))
        .map((key) => key.slice('errors:fields.'.length)),
    );
    expect(fieldErrorCodes.filter((code) => !translated.has(code))).toEqual([]);
    expect([...translated].filter((code) => !isFieldErrorCode(code))).toEqual([]);
  });

  it('uses only catalogue codes as the messages of the web forms', () => {
    // Proves a form's own zod message (`error: 'invalid_email'`) is a catalogue code, so it is translated.
    const sourceRoot = path.join(root, '..');
    const codeMessage = /\b(?:error|message):\s*'([a-z][a-z0-9_]*)'/g;
    const files = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter(
      (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name),
    );
    const unknown = files.flatMap((name) =>
      [...readFileSync(path.join(sourceRoot, name), 'utf8').matchAll(codeMessage)]
        .map((match) => match[1] ?? '')
        .filter((code) => !isFieldErrorCode(code))
        .map((code) => `${name}: ${code}`),
    );
    expect(unknown).toEqual([]);
  });
});
