import { describe, expect, it } from 'vitest';
import { i18next, initI18n, loadLanguage } from '../i18n/i18n.ts';
import { originFromDetails, placeName } from './client-origin.ts';

await initI18n('en');
await Promise.all([loadLanguage('pt'), loadLanguage('ua')]);

describe('the place of a sign-in in the reader language (decision 0123)', () => {
  it('writes the country from its code in the shown language, after the city the server sent', () => {
    // Proves the web names the country with Intl.DisplayNames ("Portugal", "Португалія" for our 'ua') and keeps the city as sent.
    const en = i18next.getFixedT('en');
    expect(placeName(en, 'en', { kind: 'named', countryCode: 'PT', city: 'Lisbon' })).toBe('Lisbon, Portugal');
    expect(placeName(en, 'en', { kind: 'named', countryCode: 'DE' })).toBe('Germany');
    expect(placeName(i18next.getFixedT('pt'), 'pt', { kind: 'named', countryCode: 'DE' })).toBe('Alemanha');
    expect(placeName(i18next.getFixedT('ua'), 'ua', { kind: 'named', countryCode: 'PT', city: 'Лісабон' })).toBe(
      'Лісабон, Португалія',
    );
    expect(placeName(en, 'en', { kind: 'localNetwork' })).toBe('Local network');
    expect(placeName(i18next.getFixedT('pt'), 'pt', undefined)).toBe('Local desconhecido');
  });

  it('reads a named place from a push request and ignores a malformed one', () => {
    // Proves the authenticator takes the structured place and a known credit from the request details and drops a place without a listed country code or an unknown credit.
    expect(
      originFromDetails({ browser: 'Chrome', place: { kind: 'named', countryCode: 'PT', city: 'Porto' } }),
    ).toEqual({
      browser: 'Chrome',
      place: { kind: 'named', countryCode: 'PT', city: 'Porto' },
    });
    expect(originFromDetails({ place: { kind: 'named', countryCode: 'PT' }, placeCredit: 'dbip' })).toEqual({
      place: { kind: 'named', countryCode: 'PT' },
      placeCredit: 'dbip',
    });
    expect(originFromDetails({ placeCredit: 'someone' })).toEqual({});
    expect(originFromDetails({ place: { kind: 'named', name: 'Lisbon, Portugal' } })).toEqual({});
    expect(originFromDetails({ place: { kind: 'named', countryCode: 'QQ' } })).toEqual({});
  });
});
