import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeMmdb } from './mmdb-writer.ts';

/** Loopback, private, link-local, unique-local and IPv4-mapped local addresses: every locator's local network. */
export const localAddresses = [
  '127.0.0.1',
  '::1',
  '10.2.3.4',
  '192.168.1.20',
  '172.16.0.9',
  'fe80::1',
  'fd12::3',
  '::ffff:10.0.0.1',
] as const;

/** A public IPv4 address the test City database places in Lisbon, Portugal (names in en, pt-BR, es, ru). */
export const lisbonAddress = '81.84.1.2';

/**
 * Writes two small IP-location databases to a new temporary folder and returns their paths:
 * `city`, in the GeoLite2-City / DB-IP lite layout (nested `country`, `registered_country`,
 * `city.names`), and `flat`, in the `@ip-location-db` layout (`country_code`, `city`).
 *
 * city: 81.84.0.0/16 Lisbon PT; 2a02:2f00::/32 RO without a city; 8.8.0.0/16 only a registered
 * country (US); 45.0.0.0/16 only a continent; 46.0.0.0/16 the user-assigned code ZZ.
 * flat: 81.84.0.0/16 PT without a city; 2a02:2f00::/32 Bucharest RO.
 */
export function writeTestIpDatabases(): { city: string; flat: string } {
  const folder = mkdtempSync(path.join(tmpdir(), 'tessera-ip-'));
  const portugal = { geoname_id: 2264397, iso_code: 'PT', names: { en: 'Portugal', 'pt-BR': 'Portugal' } };
  const city = writeMmdb({
    databaseType: 'GeoLite2-City',
    languages: ['en', 'es', 'pt-BR', 'ru'],
    networks: [
      {
        network: '81.84.0.0/16',
        record: {
          city: { geoname_id: 2267057, names: { en: 'Lisbon', es: 'Lisboa', 'pt-BR': 'Lisboa', ru: 'Лиссабон' } },
          continent: { code: 'EU', geoname_id: 6255148, names: { en: 'Europe' } },
          country: portugal,
          registered_country: portugal,
          location: { accuracy_radius: 20, time_zone: 'Europe/Lisbon' },
        },
      },
      {
        network: '2a02:2f00::/32',
        record: {
          country: { geoname_id: 798549, iso_code: 'RO', is_in_european_union: true, names: { en: 'Romania' } },
        },
      },
      {
        network: '8.8.0.0/16',
        record: { registered_country: { geoname_id: 6252001, iso_code: 'US', names: { en: 'United States' } } },
      },
      { network: '45.0.0.0/16', record: { continent: { code: 'EU', geoname_id: 6255148, names: { en: 'Europe' } } } },
      { network: '46.0.0.0/16', record: { country: { geoname_id: 1, iso_code: 'ZZ', names: { en: 'Unknown' } } } },
    ],
  });
  const flat = writeMmdb({
    databaseType: 'city ipvAll',
    languages: [],
    networks: [
      { network: '81.84.0.0/16', record: { country_code: 'PT' } },
      {
        network: '2a02:2f00::/32',
        record: { country_code: 'RO', city: 'Bucharest', state1: 'Bucharest', timezone: 'Europe/Bucharest' },
      },
    ],
  });
  const paths = { city: path.join(folder, 'city.mmdb'), flat: path.join(folder, 'flat.mmdb') };
  writeFileSync(paths.city, city);
  writeFileSync(paths.flat, flat);
  return paths;
}
