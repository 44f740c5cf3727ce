import { describe, expect, it } from 'vitest';
import { expectedArrival, isBusinessDay } from './expected-arrival.ts';

const at = (iso: string) => new Date(iso);

describe('expected arrival (decision 0040)', () => {
  // Proves the business-day calendar: weekends and the TARGET2 closing days (Good Friday, Easter Monday, 25–26 December) are closed.
  it('knows business days', () => {
    expect(isBusinessDay(at('2026-11-25T10:00:00Z'))).toBe(true);
    expect(isBusinessDay(at('2026-11-28T10:00:00Z'))).toBe(false);
    expect(isBusinessDay(at('2026-04-03T10:00:00Z'))).toBe(false);
    expect(isBusinessDay(at('2026-04-06T10:00:00Z'))).toBe(false);
    expect(isBusinessDay(at('2026-12-25T10:00:00Z'))).toBe(false);
    expect(isBusinessDay(at('2026-12-28T10:00:00Z'))).toBe(true);
  });

  // Proves the wire cut-off: before 15:00 UTC on a business day arrives the next business day; after it, a day later; a Friday evening wire on Tuesday.
  it('counts cut-off times and business days for wires and SEPA', () => {
    expect(expectedArrival('swift', at('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(expectedArrival('swift', at('2026-11-25T16:00:00Z')).toISOString()).toBe('2026-11-27T17:00:00.000Z');
    expect(expectedArrival('swift', at('2026-11-27T16:00:00Z')).toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(expectedArrival('sepa', at('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-11-25T17:00:00.000Z');
    expect(expectedArrival('swift', at('2026-12-24T16:00:00Z')).toISOString()).toBe('2026-12-29T17:00:00.000Z');
  });

  // Proves real-time schemes arrive within minutes, on any day.
  it('lets real-time schemes arrive within minutes', () => {
    expect(expectedArrival('fasterPayments', at('2026-11-28T23:00:00Z')).toISOString()).toBe(
      '2026-11-28T23:01:00.000Z',
    );
    expect(expectedArrival('cardPush', at('2026-11-28T23:00:00Z')).toISOString()).toBe('2026-11-28T23:30:00.000Z');
  });
});
