import { Alert, Anchor, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconHourglass } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isInWebview } from '../../../shared/bridge/bridge-host.ts';
import { narrowScreenQuery } from '../../../shared/ui/media.ts';
import { kycQueries } from '../api/kyc-queries.ts';

/** Pages that say everything the banner says, and more. */
const pagesWithoutBanner: ReadonlySet<string> = new Set([
  '/kyc',
  '/business-kyc',
  '/limited-account',
  '/unverified-account',
]);

/**
 * The account status banner (spec 000 §2, 002 §3–§4): the server's banner for the customer's
 * verification status, written in the reader's language from its translation keys; a warning with a
 * link (limited, unverified, required actions, duplicate documents, card document) or a title only
 * (processing, verification processing, final review — worded for phones below the breakpoint or in
 * the app). Nothing while loading, on an error or for a checked customer.
 */
export function AccountStatusBanner() {
  const { t } = useTranslation('kyc');
  const { pathname } = useLocation();
  // Read at the first render (not in an effect), so the first query is the right one, as prefetched.
  const isMobile = useMediaQuery(narrowScreenQuery, undefined, { getInitialValueInEffect: false }) || isInWebview();
  const info = useQuery(kycQueries.kycCustomerInfo(isMobile));
  const banner = info.data?.banner;
  // Not on the pages that explain it in full (the KYC pages and the banner's own targets).
  if (!banner || pagesWithoutBanner.has(pathname)) return null;
  const params = banner.params ?? {};
  return (
    <Alert
      mb="lg"
      radius="md"
      color={banner.isWarning ? 'orange' : 'blue'}
      variant="light"
      icon={banner.isWarning ? <IconAlertTriangle aria-hidden /> : <IconHourglass aria-hidden />}
      title={t(banner.title, params)}
      data-testid="account-status-banner"
      data-status={banner.status}
    >
      {banner.description ? <Text size="sm">{t(banner.description, params)}</Text> : null}
      {banner.link && banner.linkText ? (
        <Anchor component={Link} to={banner.link} size="sm" fw={600}>
          {t(banner.linkText, params)}
        </Anchor>
      ) : null}
    </Alert>
  );
}
