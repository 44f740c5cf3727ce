import Bowser from 'bowser';
import type { Language } from '@tessera/contract';
import type { IpLocator } from './ip-location.ts';

/** A browser and the system or device it runs on, by their usual names ("Chrome", "Linux"; "Safari", "iPhone"). */
export interface ClientDescription {
  browser?: string;
  os?: string;
}

/**
 * Names the browser and system of a User-Agent header with bowser: "Chrome" on "Linux", "Safari"
 * on "iPhone" (a phone or tablet is named by its model when the header says it), "Firefox" on
 * "Windows". Either part is left out when the header does not say it; nothing for no header.
 */
export function describeUserAgent(userAgent: string | null | undefined): ClientDescription {
  if (!userAgent) return {};
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name || undefined;
  const isHandheld = parsed.platform.type === 'mobile' || parsed.platform.type === 'tablet';
  const os = (isHandheld ? parsed.platform.model : undefined) || parsed.os.name || undefined;
  return { ...(browser ? { browser } : {}), ...(os ? { os } : {}) };
}

/**
 * Where a request comes from, as a linked device shows it on a push request (sign-in or payment;
 * decisions 0037, 0123): the address, its approximate place from `ipLocator` (a city
 * named in the request's `language` when the database has it), the User-Agent (at most 200
 * characters), the browser and system named from it, and the locator's required credit, if any.
 */
export function requestOrigin(
  ipLocator: IpLocator,
  ip: string,
  userAgent: string | undefined,
  language?: Language,
): Record<string, unknown> & ClientDescription {
  return {
    ip,
    userAgent: userAgent?.slice(0, 200) ?? null,
    place: ipLocator.locate(ip, language),
    ...(ipLocator.credit ? { placeCredit: ipLocator.credit } : {}),
    ...describeUserAgent(userAgent),
  };
}
