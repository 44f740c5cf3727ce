import { readFileSync } from 'node:fs';
import { countryCodes, type CountryCode, type IpPlace, type IpPlaceCredit, type Language } from '@tessera/contract';
import { Reader } from 'maxmind';
import { placeBeforeLookup, type IpLocator } from './ip-location.ts';

/** Keys of a database's `names` maps to try for each interface language, best first (GeoLite2 has `pt-BR`, not `pt`). */
const nameKeys: Readonly<Record<Language, readonly string[]>> = {
  en: ['en'],
  es: ['es'],
  pt: ['pt-BR', 'pt'],
  ro: ['ro'],
  ru: ['ru'],
  ua: ['uk'],
};

const knownCountries = new Set<string>(countryCodes);

/** Whether `code` is an ISO 3166-1 alpha-2 code of the contract's country list. */
function isCountryCode(code: string): code is CountryCode {
  return knownCountries.has(code);
}

/**
 * Opens the MaxMind-format database (`.mmdb`) at `path` once, synchronously, and returns a locator
 * over it that names `credit` as the data's required attribution, if given (decision 0123). Both
 * record layouts are read, City or Country:
 * - GeoLite2 / GeoIP2 and DB-IP lite as published: `country.iso_code` (else
 *   `registered_country.iso_code`) and `city.names` by language;
 * - the flat layout of the `@ip-location-db` packages: `country_code` and a `city` string.
 *
 * Local addresses are the local network without a lookup; an address the database does not know,
 * or knows without an ISO country we list, is unknown. `locate` never throws.
 * @throws Error naming `IP_LOCATION_DB` and the path when the file is missing, unreadable, still
 * gzip-compressed (as downloads come) or not a MaxMind DB, so the server does not start with a
 * locator that cannot work.
 */
export function openMmdbIpLocator(path: string, credit?: IpPlaceCredit): IpLocator {
  let reader: Reader<Record<string, unknown>>;
  try {
    const file = readFileSync(path);
    if (file[0] === 0x1f && file[1] === 0x8b) throw new Error('the file is gzip-compressed; decompress it first');
    reader = new Reader<Record<string, unknown>>(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`IP_LOCATION_DB: cannot open the IP-location database ${path}: ${reason}`, { cause: error });
  }
  return {
    ...(credit ? { credit } : {}),
    locate(ip, language) {
      const before = placeBeforeLookup(ip);
      if ('place' in before) return before.place;
      try {
        return placeOfRecord(reader.get(before.address), language);
      } catch {
        return { kind: 'unknown' };
      }
    },
  };
}

/** The place a database record names, in either layout; unknown without a listed country. */
function placeOfRecord(record: Record<string, unknown> | null, language: Language | undefined): IpPlace {
  if (!record) return { kind: 'unknown' };
  const countryCode = (
    text(record.country_code) ??
    text(field(record.country, 'iso_code')) ??
    text(field(record.registered_country, 'iso_code'))
  )?.toUpperCase();
  if (!countryCode || !isCountryCode(countryCode)) return { kind: 'unknown' };
  const city = text(record.city) ?? nameIn(field(record.city, 'names'), language);
  return { kind: 'named', countryCode, ...(city ? { city } : {}) };
}

/** A non-empty string of at most 200 characters, else undefined. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : undefined;
}

/** `value[key]` when `value` is an object. */
function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** A `names` map's entry in `language`, else in English, else its first. */
function nameIn(names: unknown, language: Language | undefined): string | undefined {
  if (typeof names !== 'object' || names === null) return undefined;
  const byKey = names as Record<string, unknown>;
  for (const key of [...(language ? nameKeys[language] : []), 'en']) {
    const name = text(byKey[key]);
    if (name) return name;
  }
  return Object.values(byKey).map(text).find(Boolean);
}
