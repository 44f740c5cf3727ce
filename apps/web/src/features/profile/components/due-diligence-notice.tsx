import { Alert, Anchor } from '@mantine/core';
import { IconReportMoney } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { dueDiligenceNoticeQuery } from '../api/profile-api.ts';

/** The element id of the profile's due diligence card, which the notice links to (`/profile#due-diligence`). */
export const dueDiligenceCardId = 'due-diligence';

/**
 * Shown above every page while the bank asks for due diligence answers (enhanced level, decision
 * 0091), with a link to the profile card that takes them; hidden on the profile page itself.
 */
export function DueDiligenceNotice() {
  const { t } = useTranslation('profile');
  const { pathname } = useLocation();
  const info = useQuery(dueDiligenceNoticeQuery());
  if (!info.data?.isRequired || pathname === '/profile') return null;
  return (
    <Alert
      color="yellow"
      icon={<IconReportMoney aria-hidden />}
      title={t('dueDiligence.requiredTitle')}
      mb="lg"
      data-testid="due-diligence-notice"
    >
      {t('dueDiligence.requiredText')}{' '}
      <Anchor component={Link} to={`/profile#${dueDiligenceCardId}`}>
        {t('dueDiligence.answer')}
      </Anchor>
    </Alert>
  );
}
