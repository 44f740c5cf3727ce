import type { CryptoNetwork } from '@tessera/contract';
import { demoBitcoinExtendedPublicKey, type Config } from '../../config.ts';
import { parseReceivingKey, type ReceivingKey } from './derive-address.ts';

/** The crypto module's configuration, parsed once per process (decision 0050). */
export interface CryptoSettings {
  /** Confirmations a deposit needs before it is credited. */
  confirmationsRequired: number;
  /** The network of the default key: the network the sandbox chain runs. */
  network: CryptoNetwork;
  /** The BTC receiving key of a brand (its own, else the default). */
  bitcoinKeyFor(brandId: string): ReceivingKey;
}

const cache = new WeakMap<object, CryptoSettings>();

/**
 * Reads CRYPTO_BTC_XPUB (default: the demo testnet key), CRYPTO_BTC_BRAND_XPUBS and
 * CRYPTO_CONFIRMATIONS from `config`, cached per config object.
 * @throws Error when a configured key does not parse (never naming the key itself).
 */
export function cryptoSettings(
  config: Pick<Config, 'CRYPTO_BTC_XPUB' | 'CRYPTO_BTC_BRAND_XPUBS' | 'CRYPTO_CONFIRMATIONS'>,
): CryptoSettings {
  const cached = cache.get(config);
  if (cached) return cached;
  const defaultKey = parseReceivingKey(config.CRYPTO_BTC_XPUB ?? demoBitcoinExtendedPublicKey);
  const brandKeys = new Map<string, ReceivingKey>();
  for (const pair of config.CRYPTO_BTC_BRAND_XPUBS.split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const separator = pair.indexOf('=');
    brandKeys.set(pair.slice(0, separator), parseReceivingKey(pair.slice(separator + 1)));
  }
  const settings: CryptoSettings = {
    confirmationsRequired: config.CRYPTO_CONFIRMATIONS,
    network: defaultKey.network,
    bitcoinKeyFor: (brandId) => brandKeys.get(brandId) ?? defaultKey,
  };
  cache.set(config, settings);
  return settings;
}
