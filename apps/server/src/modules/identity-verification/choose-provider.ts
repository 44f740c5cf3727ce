import type { Brand, IdentityProviderCode } from '@tessera/contract';

/**
 * Residence countries whose customers are verified by nfd when the brand names no provider: the
 * European Economic Area, the United Kingdom and Switzerland (decision 0071).
 */
const nfdCountries: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
]);

/**
 * The identity-verification provider of a customer (spec 000 §1; decision 0071): the brand's
 * `identityVerificationProvider` when its configuration names one; otherwise nfd for a residence in
 * the EEA, the United Kingdom or Switzerland, and jmo for every other country and for an unknown one.
 */
export function chooseIdentityProvider(
  brand: Pick<Brand, 'identityVerificationProvider'> | undefined,
  residenceCountryCode: string | null | undefined,
): IdentityProviderCode {
  if (brand?.identityVerificationProvider) return brand.identityVerificationProvider;
  return residenceCountryCode && nfdCountries.has(residenceCountryCode.toUpperCase()) ? 'nfd' : 'jmo';
}
