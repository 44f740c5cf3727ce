import { describe, expect, it } from 'vitest';
import { countLineBreaks, filterFromParams, filterToParams, resetFilter } from './history-filter.ts';

describe('history filter in the address bar', () => {
  it('round-trips a full filter and drops malformed values', () => {
    // Proves the filter survives reload and that bad query values are ignored, not sent.
    const filter = {
      accountId: 10000001,
      keyword: 'lunch',
      transactionType: 'p2p' as const,
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      fromAmount: '1',
      toAmount: '100.5',
      transactionDirection: 'out' as const,
      status: 'completed' as const,
      pageNumber: 3,
    };
    expect(filterFromParams(filterToParams(filter))).toEqual(filter);
    expect(
      filterFromParams(
        new URLSearchParams('accountId=abc&fromDate=yesterday&fromAmount=1e3&status=weird&pageNumber=-2'),
      ),
    ).toEqual({ pageNumber: 1 });
  });

  it('reset keeps the account and goes back to page 1 (spec 001 §4)', () => {
    // Proves the reset rule.
    expect(resetFilter({ accountId: 7, keyword: 'x', pageNumber: 4 })).toEqual({ accountId: 7, pageNumber: 1 });
  });

  it('counts line breaks across chunk boundaries for the progress bar', () => {
    // Proves a CRLF split between two chunks is counted once.
    const chunks = ['Date,Amount\r\n1,2\r', '\n3,4\r\n5,'];
    expect(chunks.reduce((sum, chunk) => sum + countLineBreaks(chunk), 0)).toBe(3);
  });
});
