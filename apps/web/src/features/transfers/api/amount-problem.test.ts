import { describe, expect, it } from 'vitest';
import { amountProblem } from './amount-problem.ts';

describe('amount problems before the confirmation step', () => {
  it('says the total is above the available balance, exactly, fee included', () => {
    // Proves $100.00 + $0.01 fee against $100.00 available is refused, and $99.99 + $0.01 is not (no float rounding).
    expect(amountProblem({ quote: { totalDebit: '100.01' }, available: '100.00' })).toEqual({
      kind: 'insufficient',
      available: '100.00',
      totalDebit: '100.01',
    });
    expect(amountProblem({ quote: { totalDebit: '100.00' }, available: '100' })).toBeNull();
    expect(amountProblem({ quote: { totalDebit: '1000024.00' }, available: '5000.00' })?.kind).toBe('insufficient');
    expect(amountProblem({ quote: { totalDebit: '0.30000000000000004' }, available: '0.3' })?.kind).toBe(
      'insufficient',
    );
  });

  it('passes on a refused preview (limit, decimals) as the problem', () => {
    // Proves the preview's own refusal is shown at the field rather than after Confirm.
    const error = new Error('LIM');
    expect(amountProblem({ error, quote: undefined, available: '5.00' })).toEqual({ kind: 'refused', error });
  });

  it('has nothing to say before there is a preview', () => {
    // Proves no error while the preview is on its way.
    expect(amountProblem({ available: '5.00' })).toBeNull();
  });
});
