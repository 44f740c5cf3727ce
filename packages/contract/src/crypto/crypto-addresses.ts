import { bech32, bech32m, createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

/**
 * Crypto receiving addresses (spec 001 §1 "create a crypto wallet"; decision 0050):
 * pure validators both sides use, built on audited libraries (@scure/base for bech32, bech32m and
 * base58check, @noble/hashes for SHA-256 and Keccak-256). No network, no state.
 */

/** The networks a crypto address may belong to: the demo runs on testnet. */
export const cryptoNetworks = ['mainnet', 'testnet'] as const;
export type CryptoNetwork = (typeof cryptoNetworks)[number];

/** Crypto currencies of the currency table (money.ts) whose addresses Tessera can check. */
export const cryptoCurrencyCodes = ['BTC', 'ETH', 'USDT', 'USDC'] as const;
export type CryptoCurrencyCode = (typeof cryptoCurrencyCodes)[number];

/** Crypto currencies a customer can open a receiving wallet in (BIP84 native segwit; decision 0050). */
export const walletCurrencyCodes = ['BTC'] as const;
export type WalletCurrencyCode = (typeof walletCurrencyCodes)[number];

/** True when `currencyCode` is a crypto currency of {@link cryptoCurrencyCodes}. */
export function isCryptoCurrency(currencyCode: string): currencyCode is CryptoCurrencyCode {
  return (cryptoCurrencyCodes as readonly string[]).includes(currencyCode);
}

/** Longest address accepted before any decoding (bech32's own limit is 90 characters). */
const maxAddressLength = 90;

const base58check = createBase58check(sha256);

/** bech32 human-readable parts of Bitcoin segwit addresses (BIP173). */
const bitcoinHrp: Record<CryptoNetwork, string> = { mainnet: 'bc', testnet: 'tb' };
/** base58check version bytes of Bitcoin P2PKH and P2SH addresses. */
const bitcoinBase58Versions: Record<CryptoNetwork, readonly number[]> = {
  mainnet: [0x00, 0x05],
  testnet: [0x6f, 0xc4],
};

/**
 * True when `address` is a Bitcoin address of `network`: a segwit address (BIP173 bech32 for
 * version 0 with a 20- or 32-byte program, BIP350 bech32m for versions 1–16 with 2–40 bytes; one
 * case throughout) or a legacy base58check P2PKH/P2SH address (21 bytes with a valid checksum).
 */
export function isBitcoinAddress(address: string, network: CryptoNetwork): boolean {
  if (address.length > maxAddressLength) return false;
  const hrp = bitcoinHrp[network];
  if (address.toLowerCase().startsWith(`${hrp}1`)) {
    if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
    const lower = address.toLowerCase();
    const [version] = bech32.decodeUnsafe(lower)?.words ?? bech32m.decodeUnsafe(lower)?.words ?? [];
    if (version === undefined || version > 16) return false;
    const decoded = version === 0 ? bech32.decodeUnsafe(lower) : bech32m.decodeUnsafe(lower);
    if (!decoded || decoded.prefix !== hrp) return false;
    const program = bech32.fromWordsUnsafe(decoded.words.slice(1));
    if (!program) return false;
    if (version === 0) return program.length === 20 || program.length === 32;
    return program.length >= 2 && program.length <= 40;
  }
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(address)) return false;
  try {
    const payload = base58check.decode(address);
    return payload.length === 21 && bitcoinBase58Versions[network].includes(payload[0] ?? -1);
  } catch {
    return false;
  }
}

/**
 * True when `address` is an Ethereum account address (also for ERC-20 tokens such as USDT and
 * USDC): `0x` and 40 hex digits, with a valid EIP-55 checksum when it mixes cases. All-lower and
 * all-upper addresses carry no checksum and are accepted as EIP-55 says. Same format on every network.
 */
export function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const digits = address.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  const hash = keccak_256(new TextEncoder().encode(digits.toLowerCase()));
  for (let index = 0; index < digits.length; index += 1) {
    const character = digits.charAt(index);
    if (/[0-9]/.test(character)) continue;
    const byte = hash[index >> 1] ?? 0;
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f;
    if (nibble >= 8 !== (character === character.toUpperCase())) return false;
  }
  return true;
}

/**
 * Checks a receiving address for a crypto currency on a network.
 * @returns undefined when valid; 'unsupported_currency' for a currency without an address format here;
 *   'invalid_crypto_address' otherwise (the field-error codes of field-errors.ts).
 */
export function cryptoAddressProblem(
  currencyCode: string,
  address: string,
  network: CryptoNetwork,
): 'unsupported_currency' | 'invalid_crypto_address' | undefined {
  const code = currencyCode.toUpperCase();
  if (!isCryptoCurrency(code)) return 'unsupported_currency';
  const isValid = code === 'BTC' ? isBitcoinAddress(address, network) : isEthereumAddress(address);
  return isValid ? undefined : 'invalid_crypto_address';
}
