import { cryptoAddressProblem, cryptoNetworks } from '../crypto/crypto-addresses.ts';
import type { FieldErrorCode } from '../field-errors.ts';

/**
 * A receiving address for a crypto payout (decision 0040): valid for the currency on mainnet or
 * testnet (the rail sends on the network the brand's configuration names), with its checksum —
 * bech32/bech32m or base58check for BTC, EIP-55 for ETH and ERC-20 tokens (`cryptoAddressProblem`).
 * @returns 'invalid_crypto_address' or null.
 */
export function walletAddressRefusal(currencyCode: string, address: string): FieldErrorCode | null {
  const valid = cryptoNetworks.some(
    (network) => cryptoAddressProblem(currencyCode, address.trim(), network) === undefined,
  );
  return valid ? null : 'invalid_crypto_address';
}
