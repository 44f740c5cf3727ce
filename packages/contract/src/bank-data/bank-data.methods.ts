import { defineMethods } from '../method.ts';
import { binBlacklistMethod, binInfoMethod, ibanLookupMethod, swiftLookupMethod } from './bank-data.schemas.ts';

/** The bank-data area: bank lookups by IBAN and SWIFT, card BIN info and the BIN blacklist (spec 001 §3, §5, §7). */
export const bankDataMethods = defineMethods({
  ibanLookup: ibanLookupMethod,
  swiftLookup: swiftLookupMethod,
  binInfo: binInfoMethod,
  binBlacklist: binBlacklistMethod,
});
