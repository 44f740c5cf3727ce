import { isStateRequired, type State } from '@tessera/contract';
import { allCountries } from 'country-region-data';

/**
 * States by country (spec 002 §3 "states by countryCode"; decision 0076): the ISO 3166-2
 * subdivisions the maintained country-region-data package lists, as `{stateCode, stateName}` with
 * the code after the dash ("CA" of US-CA), sorted by name. Built once, on first use.
 */
let statesByCountry: ReadonlyMap<string, readonly State[]> | undefined;

function table(): ReadonlyMap<string, readonly State[]> {
  statesByCountry ??= new Map(
    allCountries.map(([, countryCode, regions]) => [
      countryCode,
      regions
        .map(([stateName, stateCode]) => ({ stateCode: stateCode.toUpperCase(), stateName }))
        .sort((a, b) => a.stateName.localeCompare(b.stateName, 'en')),
    ]),
  );
  return statesByCountry;
}

/** The states of `countryCode` (ISO 3166-1 alpha-2, upper case); empty for an unknown country or one without. */
function statesOf(countryCode: string): readonly State[] {
  return table().get(countryCode) ?? [];
}

/** True when the dictionary knows `countryCode` (every ISO 3166-1 alpha-2 code in use). */
export function isKnownCountry(countryCode: string): boolean {
  return table().has(countryCode);
}

/** The state `stateCode` of `countryCode`, or undefined when the country lists no such state. */
export function findState(countryCode: string, stateCode: string): State | undefined {
  return statesOf(countryCode).find((state) => state.stateCode === stateCode);
}

/** The `states` method's answer. */
export function states(countryCode: string): { states: State[]; isStateRequired: boolean } {
  return { states: [...statesOf(countryCode)], isStateRequired: isStateRequired(countryCode) };
}
