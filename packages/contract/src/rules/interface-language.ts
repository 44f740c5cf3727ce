import { defaultLanguage, languages, type Language } from '../brands/languages.ts';

/**
 * Where the web app remembers the chosen interface language: its local-storage key, mirrored in a
 * cookie of the same name so the server can name that language's strings in the document it sends
 * (decision 0124). A preference, not a credential.
 */
export const languagePreferenceName = 'tessera.language';

/**
 * The interface language to show (spec 000 §9): the remembered choice when the brand offers it,
 * else English when offered, else the brand's first language. `remembered` is whatever was stored
 * (any string, or nothing); an unknown code counts as no choice.
 */
export function interfaceLanguage(available: readonly Language[], remembered: string | null | undefined): Language {
  const choice = languages.find((language) => language === remembered);
  if (choice && available.includes(choice)) return choice;
  if (available.includes(defaultLanguage)) return defaultLanguage;
  return available[0] ?? defaultLanguage;
}
