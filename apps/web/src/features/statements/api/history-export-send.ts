import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';

/**
 * Sends a statement's PDF and CSV to an e-mail address through the existing export-by-e-mail,
 * `historyExportSend {exportId, email}` (spec 001 §7 "send to e-mail"; decision 0045).
 */
export function useHistoryExportSend() {
  return useMutation({
    mutationFn: (input: { exportId: string; email: string }) => call('historyExportSend', input),
  });
}
