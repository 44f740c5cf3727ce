import type { HistoryFilter } from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';
import { saveFile } from '../../../shared/bridge/bridge.ts';
import { countLineBreaks } from './history-filter.ts';

/** Progress of a CSV download: rows received so far and the total the server announced. */
export interface CsvProgress {
  rows: number;
  total: number;
}

/**
 * Downloads the filtered history as CSV (streamed by the server, any size), reporting progress as
 * rows arrive, then hands the file to the browser. Cancelled through `signal`.
 * @throws ApiError when the server refuses (its JSON envelope) or the network fails.
 */
export async function historyExportCsv(
  filter: HistoryFilter,
  onProgress: (progress: CsvProgress) => void,
  signal: AbortSignal,
): Promise<void> {
  const { pageNumber: _pageNumber, ...rest } = filter;
  const response = await call('historyExportCsv', rest, { signal });
  const total = Number(response.headers.get('X-Total-Rows') ?? '0');
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let lineBreaks = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const chunk = decoder.decode(value, { stream: true });
      parts.push(chunk);
      lineBreaks += countLineBreaks(chunk);
      onProgress({ rows: Math.max(0, lineBreaks - 1), total });
    }
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'history.csv';
  const blob = new Blob(parts, { type: 'text/csv;charset=utf-8' });
  onProgress({ rows: total, total });
  await saveFile(blob, fileName);
}
