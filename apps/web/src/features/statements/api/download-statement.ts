import { call } from '../../../shared/api/call.ts';
import { saveFile } from '../../../shared/bridge/bridge.ts';

/**
 * Downloads a statement (`statementPdf` or `statementCsv`) or an account's confirmation letter
 * (`accountConfirmation`) with the session's bearer token in the Authorization header (never a
 * credential in the URL) and saves it under the server's file name, else `fallbackName`.
 * @throws ApiError when the server refuses (404 for a statement or account that is not the caller's).
 */
export async function downloadDocument(
  request:
    { name: 'statementPdf' | 'statementCsv'; exportId: string } | { name: 'accountConfirmation'; accountId: number },
  fallbackName: string,
): Promise<void> {
  const response =
    request.name === 'accountConfirmation'
      ? await call('accountConfirmation', { accountId: request.accountId })
      : await call(request.name, { exportId: request.exportId });
  const type = request.name === 'statementCsv' ? 'text/csv;charset=utf-8' : 'application/pdf';
  const blob = new Blob([await response.arrayBuffer()], { type });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  await saveFile(blob, /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName);
}
