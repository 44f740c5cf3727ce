import {
  accessRightLevels,
  currencyExponents,
  currencySymbols,
  type AccessRightLevel,
  type Language,
} from '@tessera/contract';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { intlLocale } from '../i18n/i18n.ts';

/**
 * The local dictionaries of spec 002 §3 ("date formats per country, phone codes, currencies, access
 * rights"), in their own chunk: `loadLocalDictionaries` imports this module the first time a screen
 * needs one, so the first screen does not carry the phone metadata (decision 0084).
 */

/** A country's international calling code, e.g. { country: 'UA', callingCode: '380' }. */
export interface PhoneCode {
  readonly country: string;
  readonly callingCode: string;
}

/** Calling codes of every country libphonenumber knows (its metadata is the source), by country code. */
export const phoneCodes: readonly PhoneCode[] = getCountries().map((country: CountryCode) => ({
  country,
  callingCode: getCountryCallingCode(country),
}));

/** The calling code of `country` (ISO alpha-2, any case), or undefined for one without phones. */
export function phoneCodeOf(country: string): string | undefined {
  const upper = country.toUpperCase();
  return phoneCodes.find((code) => code.country === upper)?.callingCode;
}

const dateFormats = new Map<string, string>();

/**
 * The numeric date format people in `country` write, as a dayjs pattern ('DD.MM.YYYY' in DE,
 * 'MM/DD/YYYY' in US, 'YYYY-MM-DD' in SE): from Intl's data for the country's main language.
 */
export function dateFormatOf(country: string): string {
  const upper = country.toUpperCase();
  let format = dateFormats.get(upper);
  if (!format) {
    const locale = new Intl.Locale(`und-${upper}`).maximize();
    const parts = new Intl.DateTimeFormat(`${locale.language}-${upper}`, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).formatToParts(new Date(Date.UTC(2001, 10, 22)));
    const tokens: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { day: 'DD', month: 'MM', year: 'YYYY' };
    format = parts.map((part) => tokens[part.type] ?? part.value).join('');
    dateFormats.set(upper, format);
  }
  return format;
}

/** A currency the product holds accounts in: its code, minor-unit exponent, symbol and name. */
export interface LocalCurrency {
  readonly code: string;
  readonly exponent: number;
  readonly symbol: string;
  readonly name: string;
}

/** Names of the crypto assets the product holds: proper names, the same in every language (Intl has none). */
const cryptoNames: Readonly<Record<string, string>> = {
  BTC: 'Bitcoin',
  ETH: 'Ether',
  USDT: 'Tether USD',
  USDC: 'USD Coin',
};

/** The product's currencies (the contract's table) with names in `language`. */
export function localCurrencies(language: Language): LocalCurrency[] {
  const names = new Intl.DisplayNames([intlLocale(language)], { type: 'currency' });
  return Object.entries(currencyExponents).map(([code, exponent]) => ({
    code,
    exponent,
    symbol: currencySymbols[code] ?? code,
    name: cryptoNames[code] ?? names.of(code) ?? code,
  }));
}

/** An access-right level as a choice: its number, its locale key and whether a form offers it. */
export interface AccessRightOption {
  readonly level: AccessRightLevel;
  /** Key in the `dictionaries` namespace: `accessRights.<key>`. */
  readonly key: keyof typeof accessRightLevels;
  /** Uploading (5) marks an authorised user and is never offered as a choice (spec 002 §5). */
  readonly isChoosable: boolean;
}

const accessRightKeys = [
  'noAccess',
  'read',
  'fullAccess',
  'initiate',
  'confirmed',
  'uploading',
] as const satisfies readonly (keyof typeof accessRightLevels)[];

/** The access rights of spec 000 §4, in level order. */
export const accessRightOptions: readonly AccessRightOption[] = accessRightKeys.map((key) => ({
  key,
  level: accessRightLevels[key],
  isChoosable: key !== 'uploading',
}));
