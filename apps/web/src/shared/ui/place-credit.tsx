import { Anchor, Text } from '@mantine/core';
import type { IpPlaceCredit } from '@tessera/contract';

/** Each credit in the licensor's own words and with its link, untranslated as the licences give them (decision 0123). */
const credits: Record<IpPlaceCredit, { text: string; href: string }> = {
  dbip: { text: 'IP Geolocation by DB-IP', href: 'https://db-ip.com' },
  maxmind: { text: 'This product includes GeoLite2 data created by MaxMind', href: 'https://www.maxmind.com' },
};

/** The attribution the server's IP-location database asks for, shown under the places it named. */
export function PlaceCredit({ credit }: { credit: IpPlaceCredit }) {
  const { text, href } = credits[credit];
  return (
    <Text size="xs" c="dimmed" data-testid="place-credit">
      <Anchor href={href} target="_blank" rel="noreferrer" inherit>
        {text}
      </Anchor>
    </Text>
  );
}
