import { Button, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/call.ts';
import { saveFile } from '../bridge/bridge.ts';
import { textColors } from '../ui/text-colors.ts';

/**
 * Downloads a transfer's PDF receipt (`transferReceipt`, decision 0035) with the session's bearer
 * token (never a credential in the URL) and saves it as `receipt-<id>.pdf`.
 * @throws ApiError when the server refuses (404 for a transaction that is not the caller's).
 */
async function downloadReceipt(transactionId: string): Promise<void> {
  const response = await call('transferReceipt', { transactionId });
  const blob = new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
  const fileName = `receipt-${transactionId}.pdf`;
  await saveFile(blob, fileName);
}

/** A button that downloads the receipt of one transfer, with a translated message when it fails. */
export function ReceiptButton({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      await downloadReceipt(transactionId);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        loading={busy}
        onClick={() => void download()}
      >
        {t('receipt.download')}
      </Button>
      {failed && (
        <Text size="sm" c={textColors.error} role="alert">
          {t('receipt.failed')}
        </Text>
      )}
    </>
  );
}
