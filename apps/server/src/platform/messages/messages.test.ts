import { languages } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { smsMaxLength } from '../sms.ts';
import { messageTemplates, type MessageTemplateName } from './catalogue.ts';
import { messageLanguage, messageTexts, placeholdersOf, renderEmail, renderSms } from './render.ts';

const templateNames = Object.keys(messageTemplates).filter(
  (name): name is MessageTemplateName => name in messageTemplates,
);

describe('message templates', () => {
  it.each(languages)('%s has every template, with exactly the placeholders the catalogue declares', (language) => {
    // Proves no language misses a message or drops, renames or adds a placeholder (a code, a link).
    const texts = messageTexts[language];
    expect(Object.keys(texts).sort()).toEqual([...templateNames].sort());
    for (const name of templateNames) {
      const template = messageTemplates[name];
      const text = texts[name];
      const declared = [...template.placeholders].sort();
      const body = text.body;
      const subject = 'subject' in text ? text.subject : '';
      expect(template.channel === 'email' ? 'subject' in text : !('subject' in text), `${language} ${name}`).toBe(true);
      expect(placeholdersOf(`${subject} ${body}`), `${language} ${name}`).toEqual(declared);
      expect(body.trim().length, `${language} ${name}`).toBeGreaterThan(0);
    }
  });

  it.each(languages.filter((language) => language !== 'en'))('%s is translated, not a copy of English', (language) => {
    // Proves each text of a translation differs from the English one.
    const copied = templateNames.filter((name) => messageTexts[language][name].body === messageTexts.en[name].body);
    expect(copied).toEqual([]);
  });

  it('fits every SMS into one two-part message in every language, with the longest values', () => {
    // Proves no rendered SMS exceeds the sender's limit (the sender refuses longer texts).
    for (const language of languages) {
      for (const name of ['signInCodeSms', 'twoStepCodeSms', 'approvalCodeSms'] as const) {
        expect(renderSms(name, language, { code: '999999', identifier: 'ZZZZ' }).length).toBeLessThanOrEqual(
          smsMaxLength,
        );
      }
    }
  });

  it('fills placeholders with the given values', () => {
    // Proves the rendered e-mail carries the values and no placeholder survives.
    const email = renderEmail('activation', 'es', {
      brandName: 'Tessera',
      link: 'https://tessera.example/activate?x=1',
    });
    expect(email.subject).toBe('Activa tu cuenta de Tessera');
    expect(email.text).toContain('https://tessera.example/activate?x=1');
    expect(email.text).not.toContain('{{');
  });
});

describe('message language (decision 0021)', () => {
  const all = languages;
  it('takes the first offered language of Accept-Language, by weight, ignoring the region', () => {
    // Proves the web's product codes and browser-style headers both pick the right language.
    expect(messageLanguage('es', all)).toBe('es');
    expect(messageLanguage('ua', all)).toBe('ua');
    expect(messageLanguage('uk-UA,uk;q=0.9', all)).toBe('ua');
    expect(messageLanguage('en-AU', all)).toBe('en');
    expect(messageLanguage('pt-BR,pt;q=0.9,en;q=0.8', all)).toBe('pt');
    expect(messageLanguage('de;q=1, ro;q=0.5, ru;q=0.7', all)).toBe('ru');
    expect(messageLanguage('ru;q=0, es', all)).toBe('es');
  });

  it("falls back to the brand's first language", () => {
    // Proves a missing, unknown or not-offered language gives the brand's default.
    expect(messageLanguage(undefined, all)).toBe('en');
    expect(messageLanguage('de-DE', all)).toBe('en');
    expect(messageLanguage('ru', ['es', 'en'])).toBe('es');
    expect(messageLanguage('*', ['ro'])).toBe('ro');
  });
});
