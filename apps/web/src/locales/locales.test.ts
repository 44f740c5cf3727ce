import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);
const locales = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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

function load(locale: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of readdirSync(path.join(root, locale)).filter((name) => name.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '');
    for (const [key, text] of flatten(JSON.parse(readFileSync(path.join(root, locale, file), 'utf8'))))
      all.set(`${namespace}:${key}`, text);
  }
  return all;
}

const english = load('en');

describe('locales (issue 2, part 10)', () => {
  it('ships the six languages and the Australian file', () => {
    // Proves every required locale folder exists.
    expect(locales.sort()).toEqual(['en', 'en-AU', 'es', 'pt', 'ro', 'ru', 'ua']);
  });

  it.each(locales.filter((locale) => locale !== 'en'))('%s has every key that en has, and no empty text', (locale) => {
    // Proves no string is missing from a translation.
    const translated = load(locale);
    const missing = [...english.keys()].filter((key) => !translated.has(key));
    expect(missing).toEqual([]);
    expect([...translated].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it.each(['es', 'pt', 'ro', 'ru', 'ua'])('%s is a real translation, not a copy of English', (locale) => {
    // Proves at most a handful of strings (brand-neutral words like "E-mail") equal the English text.
    const translated = load(locale);
    const same = [...english].filter(([key, text]) => translated.get(key) === text && /[a-z]{4,}/i.test(text));
    expect(same.length).toBeLessThan(english.size * 0.05);
  });

  it('keeps interpolation placeholders in every translation', () => {
    // Proves {{name}}-style placeholders survive translation.
    for (const locale of locales) {
      const translated = load(locale);
      for (const [key, text] of english) {
        const placeholders = text.match(/\{\{\w+\}\}/g) ?? [];
        for (const placeholder of placeholders) expect(translated.get(key), `${locale} ${key}`).toContain(placeholder);
      }
    }
  });
});
