import { languages, type Language } from '@tessera/contract';
import { type EmailTemplateName, type MessageTexts, type MessageValues, type SmsTemplateName } from './catalogue.ts';
import type { Mailer } from '../mail.ts';
import type { SmsSender } from '../sms.ts';
import { en } from './texts/en.ts';
import { es } from './texts/es.ts';
import { pt } from './texts/pt.ts';
import { ro } from './texts/ro.ts';
import { ru } from './texts/ru.ts';
import { ua } from './texts/ua.ts';

/** Every language's texts (spec 000 §9); en-AU has no texts of its own and reads en. */
export const messageTexts: Readonly<Record<Language, MessageTexts>> = { en, es, pt, ro, ru, ua };

/**
 * What a use case needs to write to a customer: the injected adapters and the language to write in.
 * A main-API call context has all three, so handlers pass `ctx`.
 */
export interface Messaging {
  mailer: Mailer;
  sms: SmsSender;
  language: Language;
}

/** A `{{name}}` placeholder in a template text. */
const placeholderPattern = /\{\{(\w+)\}\}/g;

/**
 * The language to write to a customer in (decision 0021): the first language of the request's
 * `Accept-Language` (the web sends the product code of the language on screen: 'es', 'ua', 'en-AU')
 * that the brand offers, else the brand's first language. The product stores no preferred language
 * per customer, so the request that causes the message is the customer's latest choice. Tags are
 * read in order of their q weights; a region is ignored ('en-AU' → en, 'pt-BR' → pt); 'uk' (the
 * standard tag for Ukrainian) counts as the product's 'ua'.
 */
export function messageLanguage(acceptLanguage: string | undefined, brandLanguages: readonly Language[]): Language {
  const fallback = brandLanguages[0] ?? 'en';
  if (!acceptLanguage) return fallback;
  const preferences = acceptLanguage
    .slice(0, 200)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((preference) => preference.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of preferences) {
    const primary = tag.split('-')[0];
    const language = primary === 'uk' ? 'ua' : languages.find((candidate) => candidate === primary);
    if (language && brandLanguages.includes(language)) return language;
  }
  return fallback;
}

/**
 * Fills the `{{name}}` placeholders of `text` with `values` (messages here, and other texts written
 * in the customer's language such as receipts).
 * @throws Error when the text names a placeholder without a value (a template bug, caught by tests).
 */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(placeholderPattern, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`message placeholder ${name} has no value`);
    return String(value);
  });
}

/** The placeholders a text uses, sorted and without repeats (tests compare them across languages). */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(placeholderPattern)].map((match) => match[1] ?? ''))].sort();
}

/** An e-mail ready for the mailer: subject and plain-text body in the customer's language. */
export interface RenderedEmail {
  subject: string;
  text: string;
}

/**
 * Writes e-mail `template` in `language` with its placeholder `values` (typed by the template).
 * @throws Error when a text names a placeholder without a value.
 */
export function renderEmail<Name extends EmailTemplateName>(
  template: Name,
  language: Language,
  values: MessageValues<Name>,
): RenderedEmail {
  const texts = messageTexts[language][template];
  return { subject: fillPlaceholders(texts.subject, values), text: fillPlaceholders(texts.body, values) };
}

/**
 * Writes SMS `template` in `language` with its placeholder `values` (typed by the template).
 * @throws Error when a text names a placeholder without a value.
 */
export function renderSms<Name extends SmsTemplateName>(
  template: Name,
  language: Language,
  values: MessageValues<Name>,
): string {
  return fillPlaceholders(messageTexts[language][template].body, values);
}
