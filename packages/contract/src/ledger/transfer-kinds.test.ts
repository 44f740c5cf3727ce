import { describe, expect, it } from 'vitest';
import { isTransferKind, transferKinds, transferMetadataProblem } from './transfer-kinds.ts';

const quote = {
  fee: '0.00',
  feeCurrencyCode: 'USD',
  exchangeRate: '1',
  toAmount: '10.00',
  toCurrencyCode: 'USD',
  totalDebit: '10.00',
};

describe('transfer kinds', () => {
  // Proves every declared kind's metadata, as the server writes it, passes its schema.
  it('accepts the metadata each kind is written with', () => {
    const transfer = { fromCustomerId: 1, toCustomerId: 2, amount: '10.00', currencyCode: 'USD', ...quote };
    expect(
      transferMetadataProblem('p2p', { ...transfer, note: 'rent', toEmail: 'bob@example.com', toName: 'Bob' }),
    ).toBeUndefined();
    expect(transferMetadataProblem('betweenAccounts', { ...transfer, recurringTransferId: 'r1' })).toBeUndefined();
    expect(transferMetadataProblem('exchange', { ...transfer, note: undefined })).toBeUndefined();
    expect(transferMetadataProblem('funding', undefined)).toBeUndefined();
    expect(
      transferMetadataProblem('funding', { pendingTransferId: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' }),
    ).toBeUndefined();
  });

  // Proves an unknown kind, a missing field, a wrong type and an undeclared field are each refused.
  it('refuses unknown kinds and metadata that does not match the kind', () => {
    expect(isTransferKind('card')).toBe(false);
    expect(isTransferKind('toString')).toBe(false);
    expect(transferMetadataProblem('card', {})).toBe("unknown transfer kind 'card'");
    expect(
      transferMetadataProblem('p2p', {
        fromCustomerId: 1,
        toCustomerId: 2,
        amount: '1',
        currencyCode: 'USD',
        ...quote,
      }),
    ).toMatch(/toEmail/);
    expect(transferMetadataProblem('funding', { fromCustomerId: 'one' })).toMatch(/fromCustomerId/);
    expect(
      transferMetadataProblem('exchange', {
        fromCustomerId: 1,
        toCustomerId: 1,
        amount: 'ten',
        currencyCode: 'USD',
        ...quote,
      }),
    ).toMatch(/amount/);
  });

  // Proves each kind shows as its own history type, none as another kind's.
  it('maps each kind to its own transaction type', () => {
    expect(
      Object.fromEntries(
        Object.entries(transferKinds).map(([kind, declaration]) => [kind, declaration.transactionType]),
      ),
    ).toEqual({
      p2p: 'p2p',
      betweenAccounts: 'betweenAccounts',
      exchange: 'exchange',
      funding: 'funding',
      payout: 'payout',
      payoutReturn: 'payoutReturn',
      cryptoDeposit: 'cryptoDeposit',
    });
  });
});
