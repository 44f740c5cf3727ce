import { createHash } from 'node:crypto';
import type { CryptoNetwork } from '@tessera/contract';
import { HDKey } from '@scure/bip32';
import { NETWORK, TEST_NETWORK, p2wpkh } from '@scure/btc-signer';

/** SLIP-132 / BIP32 version bytes of the extended public keys Tessera accepts, by prefix. */
const extendedKeyVersions: Record<string, { public: number; network: CryptoNetwork }> = {
  xpub: { public: 0x0488b21e, network: 'mainnet' },
  zpub: { public: 0x04b24746, network: 'mainnet' },
  tpub: { public: 0x043587cf, network: 'testnet' },
  vpub: { public: 0x045f1cf6, network: 'testnet' },
};

/** A parsed BIP84 account key: derives receiving addresses, never signs (it holds no private key). */
export interface ReceivingKey {
  network: CryptoNetwork;
  /** First 16 hex digits of the key text's SHA-256: names the key in stored wallets, reveals nothing. */
  keyId: string;
  /** The native segwit (P2WPKH, bech32) address at m/…/0/`index` (receiving chain), 0 ≤ index < 2³¹. */
  addressAt(index: number): string;
}

/**
 * Parses a BIP84 account-level extended public key (`xpub`/`zpub` mainnet, `tpub`/`vpub` testnet;
 * BIP32 with @scure/bip32) for deriving receiving addresses (decision 0050).
 * @throws Error for a key of another kind or a malformed one (the message never repeats the key).
 */
export function parseReceivingKey(extendedPublicKey: string): ReceivingKey {
  const version = extendedKeyVersions[extendedPublicKey.slice(0, 4)];
  if (!version) throw new Error('unsupported extended public key prefix');
  let account: HDKey;
  try {
    account = HDKey.fromExtendedKey(extendedPublicKey, { public: version.public, private: 0 });
  } catch {
    throw new Error('malformed extended public key');
  }
  if (account.privateKey) throw new Error('an extended private key was given where a public key belongs');
  const receiving = account.deriveChild(0);
  const network = version.network === 'mainnet' ? NETWORK : TEST_NETWORK;
  return {
    network: version.network,
    keyId: createHash('sha256').update(extendedPublicKey).digest('hex').slice(0, 16),
    addressAt(index) {
      if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) throw new Error(`bad derivation index ${index}`);
      const publicKey = receiving.deriveChild(index).publicKey;
      if (!publicKey) throw new Error('derived key has no public key');
      const address = p2wpkh(publicKey, network).address;
      if (!address) throw new Error('no address for the derived key');
      return address;
    },
  };
}
