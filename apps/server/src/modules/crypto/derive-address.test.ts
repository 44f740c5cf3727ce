import { describe, expect, it } from 'vitest';
import { demoBitcoinExtendedPublicKey, loadConfig } from '../../config.ts';
import { parseReceivingKey } from './derive-address.ts';

describe('BIP84 receiving addresses from an extended public key', () => {
  it('derives the BIP84 test vectors on mainnet and the demo key’s addresses on testnet', () => {
    // Proves m/84'/0'/0'/0/i of BIP84's published zpub and the demo vpub's first addresses, and each key's network.
    const mainnet = parseReceivingKey(
      'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs',
    );
    expect(mainnet.network).toBe('mainnet');
    expect(mainnet.addressAt(0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(mainnet.addressAt(1)).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
    const demo = parseReceivingKey(demoBitcoinExtendedPublicKey);
    expect(demo.network).toBe('testnet');
    expect(demo.addressAt(0)).toBe('tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl');
    expect(demo.addressAt(1)).toBe('tb1qd7spv5q28348xl4myc8zmh983w5jx32cjhkn97');
    expect(demo.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(demo.keyId).not.toBe(mainnet.keyId);
  });

  it('refuses private keys, other prefixes, malformed keys and bad indexes without echoing the key', () => {
    // Proves only public keys are accepted and errors never contain the key text.
    const privateKey =
      'zprvAWgYBBk7JR8Gjrh4UJQ2uJdG1r3WNRRfURiABBE3RvMXYSrRJL62XuezvGdPvG6GFBZduosCc1YP5wixPox7zhZLfiUm8aunE96BBa4Kei5';
    for (const key of [
      privateKey,
      'ypub6Ww3ibxVfGzLrAH1PNcjyAWenMTbbAosGNB6VvmSEgytSER9azLDWCxoJwW7Ke7icmizBMXrzBx9979FfaHxHcrArf3zbeJJJUZPf663zsP',
      'vpubXYZ',
      '',
    ]) {
      expect(() => parseReceivingKey(key)).toThrow();
      try {
        parseReceivingKey(key);
      } catch (error) {
        if (key) expect(String(error)).not.toContain(key);
      }
    }
    const demo = parseReceivingKey(demoBitcoinExtendedPublicKey);
    for (const index of [-1, 1.5, 2 ** 31]) expect(() => demo.addressAt(index)).toThrow('bad derivation index');
  });

  it('takes keys from configuration and refuses a malformed one at start', () => {
    // Proves CRYPTO_BTC_XPUB and CRYPTO_BTC_BRAND_XPUBS are checked by the config schema.
    expect(() => loadConfig({ CRYPTO_BTC_XPUB: 'not-a-key' })).toThrow('CRYPTO_BTC_XPUB');
    expect(() => loadConfig({ CRYPTO_BTC_BRAND_XPUBS: 'northwind=nope' })).toThrow('CRYPTO_BTC_BRAND_XPUBS');
    expect(
      loadConfig({ CRYPTO_BTC_BRAND_XPUBS: `northwind=${demoBitcoinExtendedPublicKey}` }).CRYPTO_CONFIRMATIONS,
    ).toBe(3);
  });
});
