import type { FieldErrorCode } from '../field-errors.ts';

/**
 * The shape of a receiving address per crypto currency for crypto payouts (decision 0040): BTC
 * bech32/bech32m (`bc1…`, `tb1…` on testnet) or base58 (`1…`, `3…`, `m…`, `n…`, `2…`), ETH and USDT
 * (ERC-20) `0x` and 40 hex digits. Shape only: the checksums are checked by the crypto wallet module's
 * validator where it is available.
 * @returns 'invalid_wallet_address' or null.
 */
export function walletAddressRefusal(currencyCode: string, address: string): FieldErrorCode | null {
  const value = address.trim();
  switch (currencyCode.toUpperCase()) {
    case 'BTC':
      return /^(bc1|tb1|bcrt1)[02-9ac-hj-np-z]{8,87}$/.test(value.toLowerCase()) &&
        (value === value.toLowerCase() || value === value.toUpperCase())
        ? null
        : /^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(value)
          ? null
          : 'invalid_wallet_address';
    case 'ETH':
    case 'USDT':
      return /^0x[0-9a-fA-F]{40}$/.test(value) ? null : 'invalid_wallet_address';
    default:
      return 'invalid_wallet_address';
  }
}
