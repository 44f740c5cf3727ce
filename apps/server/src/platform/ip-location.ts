import type { IpPlace } from '@tessera/contract';
import ipaddr from 'ipaddr.js';

/**
 * Where an IP address roughly is, for a customer's own login history and push requests (decision
 * 0037). An adapter: the sandbox below knows only local networks; a real one (an offline database
 * or a provider) is a new file returning `{ kind: 'named', name: 'Lisbon, Portugal' }`.
 */
export interface IpLocator {
  /** The approximate place of `ip` (IPv4 or IPv6, as the request gave it); never throws. */
  locate(ip: string): IpPlace;
}

/** Ranges that never leave the customer's own network or machine. */
const localRanges = new Set(['loopback', 'private', 'linkLocal', 'uniqueLocal', 'unspecified']);

/**
 * The built-in locator: "local network" for loopback, private, link-local and unique-local
 * addresses (IPv4-mapped IPv6 too), "unknown place" for every other address and for text that is
 * not an address. No data files, no network.
 */
export function createSandboxIpLocator(): IpLocator {
  return {
    locate(ip) {
      if (!ipaddr.isValid(ip)) return { kind: 'unknown' };
      return localRanges.has(ipaddr.process(ip).range()) ? { kind: 'localNetwork' } : { kind: 'unknown' };
    },
  };
}
