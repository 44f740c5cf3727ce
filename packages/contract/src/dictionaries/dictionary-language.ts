import { z } from 'zod';
import { defaultLanguage, languages, type Language } from '../brands/brands.schemas.ts';

/**
 * The `lang` every dictionary method takes (spec 002 §7 "adds lang for dictionary methods"): any
 * language tag up to 35 characters. An unknown one is not an error: the answer falls back to English
 * ({@link resolveDictionaryLanguage}), so a client on a newer language never breaks; without one the
 * server answers in the request's Accept-Language (decision 0082).
 */
export const dictionaryLanguageSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/, { error: 'invalid_value' })
  .max(35, { error: 'too_long' })
  .optional();

/**
 * The product language of a dictionary answer for the requested tag (decision 0082): an exact
 * product code ('ua'), else the tag's primary subtag ('en-AU' → en, 'pt-BR' → pt), with Intl's
 * 'uk' for Ukrainian read as 'ua'; anything else, or nothing, is English.
 */
export function resolveDictionaryLanguage(tag: string | undefined): Language {
  if (tag === undefined) return defaultLanguage;
  const primary = tag.toLowerCase().split(/[-_]/)[0] ?? '';
  const code = primary === 'uk' ? 'ua' : primary;
  return languages.find((language) => language === code) ?? defaultLanguage;
}
