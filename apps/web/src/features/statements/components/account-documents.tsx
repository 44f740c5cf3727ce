import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textColors } from '../../../shared/ui/text-colors.ts';
import { downloadDocument } from '../api/download-statement.ts';

/**
 * An account page's documents (decision 0045): the account confirmation letter
 * (`accountConfirmation`, on the brand's accountConfirmation letterhead) and the way to the account's
 * monthly statements.
 */
export function AccountDocuments({ accountId }: { accountId: number }) {
  const { t } = useTranslation('statements');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadDocument({ name: 'accountConfirmation', accountId }, `account-confirmation-${accountId}.pdf`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="account-documents">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="account-documents">
          {t('letter.title')}
        </Title>
        <Button
          variant="default"
          leftSection={<IconFileCertificate size={18} aria-hidden />}
          loading={busy}
          onClick={() => void download()}
        >
          {t('letter.download')}
        </Button>
        {failed && (
          <Text size="sm" c={textColors.error} role="alert">
            {t('letter.failed')}
          </Text>
        )}
        <Anchor component={Link} to={`/statements?accountId=${accountId}`} size="sm">
          {t('letter.statements')}
        </Anchor>
      </Stack>
    </Card>
  );
}
