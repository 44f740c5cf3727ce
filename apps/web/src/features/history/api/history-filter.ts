import { transactionStatuses, transactionTypes, type HistoryFilter } from '@tessera/contract';

/** The filter fields kept in the address bar, so a filtered page survives reload and back. */
const filterKeys = [
  'accountId',
  'keyword',
  'transactionType',
  'fromDate',
  'toDate',
  'fromAmount',
  'toAmount',
  'transactionDirection',
  'status',
  'pageNumber',
] as const;

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const amountPattern = /^\d{1,15}(\.\d{1,8})?$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((item) => item === value);
}

/** Reads a history filter from URL search params, ignoring malformed values. */
export function filterFromParams(params: URLSearchParams): HistoryFilter {
  const accountId = Number(params.get('accountId'));
  const pageNumber = Number(params.get('pageNumber'));
  const text = (key: string, pattern?: RegExp): string | undefined => {
    const value = params.get(key)?.trim();
    return value && (!pattern || pattern.test(value)) ? value : undefined;
  };
  return {
    ...(Number.isInteger(accountId) && accountId > 0 ? { accountId } : {}),
    ...(text('keyword') ? { keyword: text('keyword')?.slice(0, 100) } : {}),
    ...(oneOf(transactionTypes, params.get('transactionType'))
      ? { transactionType: oneOf(transactionTypes, params.get('transactionType')) }
      : {}),
    ...(text('fromDate', datePattern) ? { fromDate: text('fromDate', datePattern) } : {}),
    ...(text('toDate', datePattern) ? { toDate: text('toDate', datePattern) } : {}),
    ...(text('fromAmount', amountPattern) ? { fromAmount: text('fromAmount', amountPattern) } : {}),
    ...(text('toAmount', amountPattern) ? { toAmount: text('toAmount', amountPattern) } : {}),
    ...(oneOf(['in', 'out'] as const, params.get('transactionDirection'))
      ? { transactionDirection: oneOf(['in', 'out'] as const, params.get('transactionDirection')) }
      : {}),
    ...(oneOf(transactionStatuses, params.get('status'))
      ? { status: oneOf(transactionStatuses, params.get('status')) }
      : {}),
    pageNumber: Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1,
  };
}

/** Writes a filter to URL search params (empty values left out). */
export function filterToParams(filter: HistoryFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filter[key];
    if (value !== undefined && value !== '' && !(key === 'pageNumber' && value === 1)) params.set(key, String(value));
  }
  return params;
}

/** A filter reset: keeps the account and returns to page 1 (spec 001 §4). */
export function resetFilter(filter: HistoryFilter): HistoryFilter {
  return { ...(filter.accountId !== undefined ? { accountId: filter.accountId } : {}), pageNumber: 1 };
}

/** Counts line breaks in a chunk of the CSV stream; rows = breaks − 1 (the header line). */
export function countLineBreaks(chunk: string): number {
  return chunk.split('\n').length - 1;
}
