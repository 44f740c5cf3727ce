import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { localAddresses, writeTestIpDatabases } from '../../test/ip-databases.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { openMmdbIpLocator } from './mmdb-ip-locator.ts';
import { requestOrigin } from './user-agent.ts';

let databases: { city: string; flat: string };
beforeAll(() => {
  databases = writeTestIpDatabases();
});

describe('the MaxMind-format IP locator (IP_LOCATION_DB, decision 0123)', () => {
  it('names the country and city of a GeoLite2 / DB-IP City database, the city in the reader language', () => {
    // Proves the nested layout: country code and city from `city.names` in the request's language (pt-BR for pt), English when the database lacks the language, an IPv4-mapped address read as IPv4.
    const locator = openMmdbIpLocator(databases.city);
    const lisbon = { kind: 'named', countryCode: 'PT', city: 'Lisbon' };
    expect(locator.locate('81.84.1.2')).toEqual(lisbon);
    expect(locator.locate('81.84.200.9', 'en')).toEqual(lisbon);
    expect(locator.locate('81.84.1.2', 'pt')).toEqual({ ...lisbon, city: 'Lisboa' });
    expect(locator.locate('81.84.1.2', 'es')).toEqual({ ...lisbon, city: 'Lisboa' });
    expect(locator.locate('81.84.1.2', 'ru')).toEqual({ ...lisbon, city: 'Лиссабон' });
    expect(locator.locate('81.84.1.2', 'ro')).toEqual(lisbon);
    expect(locator.locate('81.84.1.2', 'ua')).toEqual(lisbon);
    expect(locator.locate('::ffff:81.84.1.2', 'ru')).toEqual({ ...lisbon, city: 'Лиссабон' });
    // A range known only to the country level, and one known only by where it is registered.
    expect(locator.locate('2a02:2f00:1::5')).toEqual({ kind: 'named', countryCode: 'RO' });
    expect(locator.locate('8.8.8.8')).toEqual({ kind: 'named', countryCode: 'US' });
  });

  it('names the country and city of the flat @ip-location-db layout', () => {
    // Proves the `country_code` / `city` layout of the @ip-location-db packages (DB-IP lite, GeoLite2 repackaged), with and without a city.
    const locator = openMmdbIpLocator(databases.flat);
    expect(locator.locate('81.84.1.2', 'pt')).toEqual({ kind: 'named', countryCode: 'PT' });
    expect(locator.locate('2a02:2f00::1', 'ro')).toEqual({ kind: 'named', countryCode: 'RO', city: 'Bucharest' });
    expect(locator.locate('8.8.8.8')).toEqual({ kind: 'unknown' });
  });

  it('puts the place and the credit on the origin a push request shows', () => {
    // Proves a push request's details carry the named place in the signing-in browser's language and the credit IP_LOCATION_CREDIT names (none when unset).
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(requestOrigin(openMmdbIpLocator(databases.city, 'dbip'), '81.84.1.2', chrome, 'ru')).toEqual({
      ip: '81.84.1.2',
      userAgent: chrome,
      browser: 'Chrome',
      os: 'Linux',
      place: { kind: 'named', countryCode: 'PT', city: 'Лиссабон' },
      placeCredit: 'dbip',
    });
    expect(requestOrigin(openMmdbIpLocator(databases.flat), '2a02:2f00::1', undefined)).toEqual({
      ip: '2a02:2f00::1',
      userAgent: null,
      place: { kind: 'named', countryCode: 'RO', city: 'Bucharest' },
    });
  });

  it('answers local network for local addresses and unknown for what the database does not place', () => {
    // Proves local ranges never reach the database, and that a missing range, a record without a country, the user-assigned code ZZ and text that is not an address are unknown, never an exception.
    const locator = openMmdbIpLocator(databases.city);
    for (const ip of localAddresses) expect(locator.locate(ip, 'pt'), ip).toEqual({ kind: 'localNetwork' });
    for (const ip of [
      '203.0.113.5',
      '2001:db8::1',
      '45.0.1.1',
      '46.0.0.1',
      '100.64.0.1',
      'not an address',
      '',
      '999.1.1.1',
    ])
      expect(locator.locate(ip, 'en'), ip).toEqual({ kind: 'unknown' });
  });

  it('refuses a missing or unreadable database with a message naming the variable and the path', () => {
    // Proves a wrong IP_LOCATION_DB is said at once (no silent fallback to the sandbox): a missing file, a download still gzip-compressed, and a file that is not a MaxMind DB.
    const missing = path.join(path.dirname(databases.city), 'missing.mmdb');
    expect(() => openMmdbIpLocator(missing)).toThrow(
      `IP_LOCATION_DB: cannot open the IP-location database ${missing}: ENOENT`,
    );
    const compressed = path.join(path.dirname(databases.city), 'city.mmdb.gz');
    writeFileSync(compressed, gzipSync(readFileSync(databases.city)));
    expect(() => openMmdbIpLocator(compressed)).toThrow(
      `IP_LOCATION_DB: cannot open the IP-location database ${compressed}: the file is gzip-compressed; decompress it first`,
    );
    const notADatabase = path.join(path.dirname(databases.city), 'not-a-database.mmdb');
    writeFileSync(notADatabase, 'GeoIP country list\n'.repeat(100));
    expect(() => openMmdbIpLocator(notADatabase)).toThrow(
      `IP_LOCATION_DB: cannot open the IP-location database ${notADatabase}`,
    );
  });

  it('stops the start of the server when IP_LOCATION_DB names a missing file', async () => {
    // Proves the composition root opens the database while the app is built, so `npm start` fails with the clear message instead of serving without places.
    const missing = path.join(path.dirname(databases.city), 'absent.mmdb');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/nonexistent',
      WEB_DIST_DIR: '/nonexistent',
      JOBS_INTERVAL_SECONDS: '0',
      IP_LOCATION_DB: missing,
    });
    expect(config.IP_LOCATION_DB).toBe(missing);
    const database = await openDatabase({ pgliteDataDir: 'memory://', poolSize: 1 });
    try {
      await database.migrate();
      await expect(buildApp(config, database)).rejects.toThrow(
        `IP_LOCATION_DB: cannot open the IP-location database ${missing}`,
      );
    } finally {
      await database.close();
    }
  });
});
