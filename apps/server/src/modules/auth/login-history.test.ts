import { codeChallengeS256, generateCodeVerifier } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callMethod, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoPassword } from '../seed/index.ts';
import { createSandboxIpLocator } from '../../platform/ip-location.ts';
import { lisbonAddress, localAddresses, writeTestIpDatabases } from '../../../test/ip-databases.ts';

const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let testApp: TestApp;
beforeAll(async () => {
  // A City database in the GeoLite2 / DB-IP lite layout that knows lisbonAddress (decision 0123).
  testApp = await createTestApp({ env: { IP_LOCATION_DB: writeTestIpDatabases().city, IP_LOCATION_CREDIT: 'dbip' } });
});
afterAll(async () => testApp.close());

/** Signs bob in through HTTP from `remoteAddress` with `userAgent`; returns the access token. */
async function signInFrom(remoteAddress: string, userAgent: string): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'user-agent': userAgent },
    payload: {
      client: 'spa',
      username: 'bob@example.com',
      password: demoPassword,
      codeChallenge: await codeChallengeS256(generateCodeVerifier()),
    },
  });
  const body = response.json<{ accessToken?: string }>();
  if (!body.accessToken) throw new Error(`sign-in failed: ${response.body}`);
  return body.accessToken;
}

describe('login history names the browser, the place and this session (decision 0037)', () => {
  it('marks the sign-in of the calling session and describes each browser and address', async () => {
    // Proves the server parses the recorded User-Agent (Chrome on Linux, Safari on iPhone), places loopback in the local network and a public address the IP_LOCATION_DB database does not know nowhere known, and flags only the caller's own sign-in.
    const fromLaptop = await signInFrom('127.0.0.1', chromeOnLinux);
    const fromPhone = await signInFrom('203.0.113.5', safariOnIphone);

    const seenFromPhone = await callMethod(testApp.app, 'loginHistory', {}, fromPhone);
    expect(seenFromPhone.body.responseCode).toBe('00');
    const events = seenFromPhone.body.events as Record<string, unknown>[];
    expect(events.slice(0, 2)).toMatchObject([
      {
        ip: '203.0.113.5',
        browser: 'Safari',
        os: 'iPhone',
        place: { kind: 'unknown' },
        isCurrentSession: true,
        result: 'success',
      },
      {
        ip: '127.0.0.1',
        browser: 'Chrome',
        os: 'Linux',
        place: { kind: 'localNetwork' },
        isCurrentSession: false,
        result: 'success',
      },
    ]);
    expect(events.filter((event) => event.isCurrentSession)).toHaveLength(1);

    const seenFromLaptop = await callMethod(testApp.app, 'loginHistory', {}, fromLaptop);
    const laptopEvents = seenFromLaptop.body.events as Record<string, unknown>[];
    expect(laptopEvents.slice(0, 2).map((event) => event.isCurrentSession)).toEqual([false, true]);
  });

  it('names the country and city of a public address from the IP_LOCATION_DB database, in the caller language', async () => {
    // Proves the configured MaxMind-format locator reaches login history through HTTP: the country as its ISO code (the web names it), the city in the request's language (English without one), and the credit IP_LOCATION_CREDIT names.
    const fromLisbon = await signInFrom(lisbonAddress, chromeOnLinux);
    const inPortuguese = await testApp.app.inject({
      method: 'POST',
      url: '/api/?method=loginHistory',
      headers: { authorization: `Bearer ${fromLisbon}`, 'accept-language': 'pt' },
      payload: { method: 'loginHistory' },
    });
    const body = inPortuguese.json<{ events: Record<string, unknown>[]; placeCredit?: string }>();
    expect(body.placeCredit).toBe('dbip');
    expect(body.events[0]).toMatchObject({
      ip: lisbonAddress,
      place: { kind: 'named', countryCode: 'PT', city: 'Lisboa' },
      isCurrentSession: true,
    });
    const inEnglish = await callMethod(testApp.app, 'loginHistory', {}, fromLisbon);
    expect((inEnglish.body.events as Record<string, unknown>[])[0]?.place).toEqual({
      kind: 'named',
      countryCode: 'PT',
      city: 'Lisbon',
    });
  });

  it('places local and public addresses with the sandbox locator', () => {
    // Proves the sandbox adapter: loopback, private, link-local, unique-local and IPv4-mapped local addresses are the local network; public and malformed ones are unknown.
    const locator = createSandboxIpLocator();
    for (const ip of localAddresses) expect(locator.locate(ip), ip).toEqual({ kind: 'localNetwork' });
    for (const ip of ['8.8.8.8', '203.0.113.5', '2001:db8::1', '100.64.0.1', 'not an address', ''])
      expect(locator.locate(ip), ip).toEqual({ kind: 'unknown' });
  });
});
