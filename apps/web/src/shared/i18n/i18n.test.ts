import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18next, initI18n, languageStorageKey, loadLanguage, pickLanguage } from './i18n.ts';

await initI18n('en');
await Promise.all([loadLanguage('ua'), loadLanguage('ru')]);

describe('plurals through Intl (spec 000 §9)', () => {
  it.each([
    [1, 'У вас 1 рахунок'],
    [3, 'У вас 3 рахунки'],
    [5, 'У вас 5 рахунків'],
    [21, 'У вас 21 рахунок'],
  ])('Ukrainian ("ua") picks the right form for %i', (count, text) => {
    // Proves our 'ua' code gets Ukrainian plural rules (Intl knows it as 'uk'), not English ones.
    expect(i18next.t('home:accountCount', { count, lng: 'ua' })).toBe(text);
  });

  it.each([
    [1, 'У вас 1 счёт'],
    [2, 'У вас 2 счёта'],
    [11, 'У вас 11 счетов'],
  ])('Russian picks the right form for %i', (count, text) => {
    // Proves Russian one/few/many forms.
    expect(i18next.t('home:accountCount', { count, lng: 'ru' })).toBe(text);
  });
});

describe('language choice (spec 000 §9)', () => {
  beforeEach(() => window.localStorage.clear());

  it('downloads the strings of a language only when it is shown', async () => {
    // Proves the first load carries one language, and a switch fetches the next before showing it.
    expect(i18next.hasResourceBundle('pt', 'common')).toBe(false);
    await changeLanguage('pt');
    expect(i18next.hasResourceBundle('pt', 'common')).toBe(true);
    expect(i18next.t('home:accountCount', { count: 2 })).not.toBe(
      i18next.t('home:accountCount', { count: 2, lng: 'en' }),
    );
    await changeLanguage('en');
  });

  it("loads home's part without the rest, and every locale file is in exactly one part", async () => {
    // Proves decision 0128: home's strings (home, account, history, kyc, profile) come without the
    // other screens' (transfers, tax, …), and no file is left out of the three parts or in two.
    await loadLanguage('ro', 'home');
    for (const namespace of ['common', 'auth', 'errors', 'home', 'account', 'history', 'kyc', 'profile'])
      expect(i18next.hasResourceBundle('ro', namespace)).toBe(true);
    expect(i18next.hasResourceBundle('ro', 'transfers')).toBe(false);
    const parts = import.meta.glob<Record<string, unknown>>('../../locales/*/{first,home-screen,rest}.ts', {
      import: 'default',
      eager: true,
    });
    const files = import.meta.glob('../../locales/*/*.json');
    for (const language of ['en', 'en-AU', 'es', 'pt', 'ro', 'ru', 'ua']) {
      const inParts = ['first', 'home-screen', 'rest'].flatMap((part) =>
        Object.keys(parts[`../../locales/${language}/${part}.ts`] ?? {}).map((file) => file.replace('./', '')),
      );
      const own = Object.keys(files)
        .filter((file) => file.startsWith(`../../locales/${language}/`))
        .map((file) => file.slice(`../../locales/${language}/`.length));
      expect(inParts.sort()).toEqual(own.sort());
    }
  });

  it('keeps the remembered language when the brand offers it', async () => {
    // Proves the choice is remembered in local storage and reused.
    await changeLanguage('es');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('es');
    expect(pickLanguage(['en', 'es'])).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('falls back to English, then to the first language of the brand, when the remembered one is not offered', () => {
    // Proves a brand with en and es never shows Russian, and a brand without English shows its first language.
    window.localStorage.setItem(languageStorageKey, 'ru');
    expect(pickLanguage(['en', 'es'])).toBe('en');
    expect(pickLanguage(['es', 'pt'])).toBe('es');
  });

  it('defaults to English without a remembered choice', () => {
    // Proves the default language of spec 000 §9.
    expect(pickLanguage(['ro', 'en', 'es'])).toBe('en');
  });
});
