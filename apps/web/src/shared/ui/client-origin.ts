import { ipPlaceCredits, ipPlaceSchema, type IpPlace, type IpPlaceCredit } from '@tessera/contract';
import type { TFunction } from 'i18next';
import { intlLocale } from '../i18n/i18n.ts';

/** Where a sign-in or a request comes from, as the server names it (login history, push requests). */
export interface ClientOrigin {
  /** The browser's name ("Chrome"), when known. */
  browser?: string;
  /** The system or handheld device ("Linux", "iPhone"), when known. */
  os?: string;
  place?: IpPlace;
  /** The credit the server's IP-location database asks for where its places show (decision 0123). */
  placeCredit?: IpPlaceCredit;
}

/** "Chrome on Linux", "Safari on iPhone", or whichever part is known; '—' when neither is. */
export function clientName(t: TFunction, origin: ClientOrigin): string {
  if (origin.browser && origin.os) return t('common:origin.browserOn', { browser: origin.browser, os: origin.os });
  return origin.browser ?? origin.os ?? '—';
}

/**
 * The approximate place of an address: "Local network", "Lisbon, Portugal" or "Portugal" (the
 * country named in `language` by `Intl.DisplayNames`, the city as the server sends it; decision
 * 0123), or "Unknown place".
 */
export function placeName(t: TFunction, language: string, place: IpPlace | undefined): string {
  if (place?.kind === 'named') {
    const country =
      new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(place.countryCode) ?? place.countryCode;
    return place.city ? t('common:origin.cityInCountry', { city: place.city, country }) : country;
  }
  if (place?.kind === 'localNetwork') return t('common:origin.localNetwork');
  return t('common:origin.unknownPlace');
}

/**
 * Reads the origin a push request's free-form `details` carry (browser, os, place, placeCredit),
 * ignoring anything malformed.
 */
export function originFromDetails(details: Record<string, unknown>): ClientOrigin {
  const text = (key: string) => (typeof details[key] === 'string' && details[key] !== '' ? details[key] : undefined);
  const place = ipPlaceSchema.safeParse(details.place);
  const browser = text('browser');
  const os = text('os');
  const placeCredit = ipPlaceCredits.find((credit) => credit === details.placeCredit);
  return {
    ...(browser ? { browser } : {}),
    ...(os ? { os } : {}),
    ...(place.success ? { place: place.data } : {}),
    ...(placeCredit ? { placeCredit } : {}),
  };
}
