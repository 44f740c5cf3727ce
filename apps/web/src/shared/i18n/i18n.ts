import { defaultLanguage, languages, type Language } from '@tessera/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt';
import 'dayjs/locale/ro';
import 'dayjs/locale/ru';
import 'dayjs/locale/uk';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../api/client.ts';

/** Every locale file, bundled: src/locales/<lang>/<namespace>.json. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match?.[1] || !match[2]) continue;
  const bundle = (resources[match[1]] ??= {});
  bundle[match[2]] = module.default;
}

/** Namespaces: one locale file per area, as found in the English folder (common, auth, home, …). */
const namespaces: readonly string[] = Object.keys(resources.en ?? {});
/** Local-storage key of the chosen language (the choice outlives the tab). */
export const languageStorageKey = 'tessera.language';

/** Our 'ua' is Ukrainian; Intl and dayjs know it as 'uk'. Other codes pass through ('en-AU' too). */
export function intlLocale(language: string): string {
  if (language === 'ua') return 'uk';
  return language;
}

/** Language names shown in the switcher, each in its own language. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português',
  ro: 'Română',
  ru: 'Русский',
  ua: 'Українська',
};

function isLanguage(value: string | null): value is Language {
  return languages.some((language) => language === value);
}

/** The remembered language, if any. */
function storedLanguage(): Language | null {
  const stored = window.localStorage.getItem(languageStorageKey);
  return isLanguage(stored) ? stored : null;
}

/**
 * The language to show (spec 000 §9): the remembered choice when the brand offers it, else English
 * when offered, else the brand's first language.
 */
export function pickLanguage(available: readonly Language[]): Language {
  const stored = storedLanguage();
  if (stored && available.includes(stored)) return stored;
  if (available.includes(defaultLanguage)) return defaultLanguage;
  return available[0] ?? defaultLanguage;
}

/** The product language now shown ('en' also while the Australian file is used). */
export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  if (language === 'en-AU') return 'en';
  return isLanguage(language) ? language : defaultLanguage;
}

/** i18next language for a product language: English speakers in Australia get the en-AU file. */
function i18nLanguage(language: Language): string {
  return language === 'en' && navigator.languages.includes('en-AU') ? 'en-AU' : language;
}

function applyLanguage(language: Language): void {
  document.documentElement.lang = intlLocale(i18nLanguage(language));
  dayjs.locale(intlLocale(language));
  setApiLanguage(language);
}

/** Switches the interface language; the user's choice is remembered unless `remember` is false. */
export async function changeLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  if (options.remember !== false) window.localStorage.setItem(languageStorageKey, language);
  applyLanguage(language);
  await i18next.changeLanguage(i18nLanguage(language));
}

interface PluralRuleSource {
  getRule: (code: string, options?: { ordinal?: boolean }) => Intl.PluralRules | undefined;
}

/**
 * i18next picks plural forms (`_one`, `_few`, `_many`, `_other`) from `Intl.PluralRules` of its
 * language code. Our Ukrainian code 'ua' is not a BCP 47 language, so Intl would silently use
 * English rules; this asks Intl with the locale of {@link intlLocale} instead ('uk'). The web unit
 * tests prove Ukrainian plurals, so an i18next upgrade that changes this internal fails loudly.
 */
function applyIntlPluralRules(instance: i18n): void {
  const resolver: PluralRuleSource | undefined = instance.services.pluralResolver;
  if (!resolver) throw new Error('i18next has no plural resolver');
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(intlLocale(code), options);
}

/**
 * Initialises i18next synchronously with the bundled resources: the remembered language (or
 * English) until the brand says which languages it offers. Fallback is English.
 */
export function initI18n(language: Language = storedLanguage() ?? defaultLanguage): typeof i18next {
  if (i18next.isInitialized) return i18next;
  void i18next.use(initReactI18next).init({
    resources,
    lng: i18nLanguage(language),
    fallbackLng: { 'en-AU': ['en'], default: ['en'] },
    supportedLngs: [...languages, 'en-AU'],
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  applyIntlPluralRules(i18next);
  applyLanguage(language);
  return i18next;
}

export { i18next };
