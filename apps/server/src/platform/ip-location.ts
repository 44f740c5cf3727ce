import type { IpPlace, IpPlaceCredit, Language } from '@tessera/contract';
import ipaddr from 'ipaddr.js';

/**
 * Where an IP address roughly is, for a customer's own login history and push requests (decisions
 * 0037, 0123). An adapter: the sandbox below knows only local networks; `mmdb-ip-locator.ts` reads
 * an offline MaxMind-format database (`IP_LOCATION_DB`) and names the country and city.
 */
export interface IpLocator {
  /**
   * The approximate place of `ip` (IPv4 or IPv6, as the request gave it); a city is named in
   * `language` when the locator has names in it (else in English). Never throws.
   */
  locate(ip: string, language?: Language): IpPlace;
  /** The credit the data's licence asks for where its places are shown (`IP_LOCATION_CREDIT`), if any. */
  readonly credit?: IpPlaceCredit;
}

/** Ranges that never leave the customer's own network or machine. */
const localRanges = new Set(['loopback', 'private', 'linkLocal', 'uniqueLocal', 'unspecified']);

/**
 * What every locator answers before looking anything up: "unknown place" for text that is not an
 * address, "local network" for loopback, private, link-local and unique-local addresses
 * (IPv4-mapped IPv6 too). Otherwise the address to look up, IPv4-mapped IPv6 written as IPv4.
 */
export function placeBeforeLookup(ip: string): { place: IpPlace } | { address: string } {
  if (!ipaddr.isValid(ip)) return { place: { kind: 'unknown' } };
  const address = ipaddr.process(ip);
  return localRanges.has(address.range()) ? { place: { kind: 'localNetwork' } } : { address: address.toString() };
}

/**
 * The built-in locator: "local network" for local addresses (see {@link placeBeforeLookup}),
 * "unknown place" for every other address and for text that is not an address. No data files, no
 * network.
 */
export function createSandboxIpLocator(): IpLocator {
  return {
    locate(ip) {
      const before = placeBeforeLookup(ip);
      return 'place' in before ? before.place : { kind: 'unknown' };
    },
  };
}
