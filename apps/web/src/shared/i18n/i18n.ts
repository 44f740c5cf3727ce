import {
  defaultLanguage,
  interfaceLanguage,
  languagePreferenceName,
  languages,
  type Language,
} from '@tessera/contract';
import dayjs from 'dayjs';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../api/client.ts';

type Texts = Record<string, unknown>;

/**
 * Each language's strings in three parts, loaded on demand: src/locales/<lang>/first.ts gathers the
 * files the first screen needs (common, auth, errors), home-screen.ts those the signed-in home adds
 * (home, account, history, kyc, profile; decision 0128), rest.ts every other file, each one chunk;
 * a visitor downloads only the language shown, on the login page only its first part, on home the
 * first two.
 */
const languageParts = {
  first: import.meta.glob<Record<string, Texts>>('../../locales/*/first.ts', { import: 'default' }),
  'home-screen': import.meta.glob<Record<string, Texts>>('../../locales/*/home-screen.ts', { import: 'default' }),
  rest: import.meta.glob<Record<string, Texts>>('../../locales/*/rest.ts', { import: 'default' }),
};

/** Which parts of a language to load: the first screen's, those of home too, or all of them. */
type LanguageParts = 'first' | 'home' | 'all';

/** The parts a screen shown so far asked for (a language change loads as many). */
let wantedParts: LanguageParts = 'all';

/** The larger of two choices of parts. */
function moreOf(a: LanguageParts, b: LanguageParts): LanguageParts {
  const order: LanguageParts[] = ['first', 'home', 'all'];
  return order[Math.max(order.indexOf(a), order.indexOf(b))] ?? 'all';
}

/** dayjs's locale of each non-English product language, loaded with its strings. */
const dayjsLocales: Record<string, () => Promise<unknown>> = {
  es: () => import('dayjs/locale/es'),
  pt: () => import('dayjs/locale/pt'),
  ro: () => import('dayjs/locale/ro'),
  ru: () => import('dayjs/locale/ru'),
  uk: () => import('dayjs/locale/uk'),
};

/** Puts one language's files into i18next, each file a namespace ('common.json' → common). */
function addBundles(locale: string, files: Record<string, Texts>): void {
  for (const [fileName, texts] of Object.entries(files)) {
    i18next.addResourceBundle(locale, fileName.replace(/^\.\/|\.json$/g, ''), texts, true, true);
  }
}

const loading = new Map<string, Promise<void>>();

/** Loads one part of the strings of i18next language `locale`, once. */
function loadPart(locale: string, part: keyof typeof languageParts): Promise<void> {
  const key = `${locale}/${part}`;
  let promise = loading.get(key);
  if (!promise) {
    const bundle = languageParts[part][`../../locales/${locale}/${part}.ts`];
    if (!bundle) return Promise.reject(new Error(`no strings for language ${locale}`));
    promise = bundle().then((files) => addBundles(locale, files));
    // A failed download (offline) may be tried again.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Loads the strings of i18next language `locale` ('en', 'en-AU', 'es', …), all of them, the first
 * screen's and home's parts, or the first screen's, and its dayjs locale, once each; resolves when
 * they are in i18next. Every locale file has every key (locales.test.ts), so no fallback language
 * is downloaded.
 */
export function loadLanguage(locale: string, parts: LanguageParts = 'all'): Promise<void> {
  const dayjsLocale = dayjsLocales[intlLocale(locale)];
  return Promise.all([
    loadPart(locale, 'first'),
    parts === 'first' ? undefined : loadPart(locale, 'home-screen'),
    parts === 'all' ? loadPart(locale, 'rest') : undefined,
    dayjsLocale?.(),
  ]).then(() => undefined);
}

/**
 * Loads the rest of the shown language's strings, for every screen but the first and home (the
 * router calls it with each screen's code); from then on a language change loads all of a
 * language's strings.
 */
export function loadAllStrings(): Promise<void> {
  wantedParts = 'all';
  return loadLanguage(i18next.language, 'all');
}

/**
 * Loads the strings the main layout and home show beyond the first screen's (decision 0128); from
 * then on a language change loads those parts at least.
 */
export function loadHomeStrings(): Promise<void> {
  wantedParts = moreOf(wantedParts, 'home');
  return loadLanguage(i18next.language, wantedParts);
}

/**
 * Local-storage key of the chosen language (the choice outlives the tab); also the name of the
 * cookie that tells the server which language's strings to name in the document (decision 0124).
 */
export const languageStorageKey = languagePreferenceName;

/** Remembers the chosen language in local storage and, for the server's document, in a cookie. */
function rememberLanguage(language: Language): void {
  window.localStorage.setItem(languageStorageKey, language);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageStorageKey}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

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
 * The language to show (spec 000 §9, the contract's `interfaceLanguage`): the remembered choice
 * when the brand offers it, else English when offered, else the brand's first language.
 */
export function pickLanguage(available: readonly Language[]): Language {
  return interfaceLanguage(available, storedLanguage());
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
  if (options.remember !== false) rememberLanguage(language);
  await loadLanguage(i18nLanguage(language), wantedParts);
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

/** i18next's set-up (once), shared by the app and the server's pre-render; `locale` is an i18next code. */
function setUpI18next(locale: string): void {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: {},
      partialBundledLanguages: true,
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...languages, 'en-AU'],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    applyIntlPluralRules(i18next);
  }
}

/**
 * Shows the first screen's strings of i18next language `locale` ('en', 'en-AU', 'es', …) for the
 * server's pre-render of the first screen (src/prerender, decision 0129): no browser state is read
 * or written. Resolves when they are shown.
 */
export async function showFirstScreenStrings(locale: string): Promise<void> {
  setUpI18next(locale);
  await loadPart(locale, 'first');
  await i18next.changeLanguage(locale);
}

/**
 * Initialises i18next with the remembered language (or English) until the brand says which
 * languages it offers, and starts downloading its strings; resolves when they are loaded. Screens
 * render only after that (start.tsx), so no key ever shows in place of a text. `parts: 'first'` loads
 * only the first screen's strings (the app's start); the router loads the rest with the other screens.
 */
export function initI18n(
  language: Language = storedLanguage() ?? defaultLanguage,
  parts: LanguageParts = 'all',
): Promise<void> {
  wantedParts = parts;
  // The cookie is renewed on each start (and written for a choice remembered before it existed).
  const stored = storedLanguage();
  if (stored) rememberLanguage(stored);
  setUpI18next(i18nLanguage(language));
  // Changing to the language once its strings are in sets i18next's resolved language.
  return changeLanguage(language, { remember: false });
}

export { i18next };
