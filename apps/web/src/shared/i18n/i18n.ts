import { languages, type Language } from '@tessera/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Every locale file, bundled: src/locales/<lang>/<namespace>.json. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match?.[1] || !match[2]) continue;
  const bundle = (resources[match[1]] ??= {});
  bundle[match[2]] = module.default;
}

export const namespaces = ['common', 'auth', 'home', 'errors'] as const;
const storageKey = 'tessera.language';

/** Our 'ua' is Ukrainian; Intl and dayjs know it as 'uk'. */
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

/** The remembered language if the brand offers it, else the browser's, else the brand's first. */
export function pickLanguage(available: readonly Language[]): Language {
  const stored = window.localStorage.getItem(storageKey);
  const candidates = [
    stored,
    ...navigator.languages.map((tag) => (tag.toLowerCase().startsWith('uk') ? 'ua' : tag.slice(0, 2).toLowerCase())),
  ];
  for (const candidate of candidates) {
    const match = available.find((language) => language === candidate);
    if (match) return match;
  }
  return available[0] ?? 'en';
}

/** i18next language for a product language: English speakers in Australia get the en-AU file. */
function i18nLanguage(language: Language): string {
  return language === 'en' && navigator.languages.some((tag) => tag === 'en-AU') ? 'en-AU' : language;
}

/** Switches the interface language and remembers it. */
export async function changeLanguage(language: Language): Promise<void> {
  window.localStorage.setItem(storageKey, language);
  document.documentElement.lang = intlLocale(language);
  await i18next.changeLanguage(i18nLanguage(language));
}

/** Initialises i18next with the bundled resources (fallback en). */
export async function initI18n(language: Language = 'en'): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources,
    lng: i18nLanguage(language),
    fallbackLng: { 'en-AU': ['en'], default: ['en'] },
    supportedLngs: [...languages, 'en-AU'],
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

export { i18next };
