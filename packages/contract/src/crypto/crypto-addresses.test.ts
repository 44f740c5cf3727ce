import { describe, expect, it } from 'vitest';
import { cryptoAddressProblem, isBitcoinAddress, isEthereumAddress } from './crypto-addresses.ts';

describe('Bitcoin addresses (BIP173, BIP350, base58check)', () => {
  it('accepts the standards’ valid vectors on their own network only', () => {
    // Proves segwit v0 (both cases), taproot (bech32m), P2PKH and P2SH pass, each on its network.
    const mainnet = [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    ];
    const testnet = [
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl',
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
    ];
    for (const address of mainnet) {
      expect(isBitcoinAddress(address, 'mainnet'), address).toBe(true);
      expect(isBitcoinAddress(address, 'testnet'), address).toBe(false);
    }
    for (const address of testnet) {
      expect(isBitcoinAddress(address, 'testnet'), address).toBe(true);
      expect(isBitcoinAddress(address, 'mainnet'), address).toBe(false);
    }
  });

  it('refuses bad checksums, mixed case, wrong encodings, lengths and junk', () => {
    // Proves each way an address can be wrong is caught, including BIP350's v1-with-bech32 case.
    const invalid = [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
      'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'bc1rw5uspcuh',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0',
      '',
      'hello',
      ' bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      `bc1q${'q'.repeat(100)}`,
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    ];
    for (const address of invalid) expect(isBitcoinAddress(address, 'mainnet'), address).toBe(false);
  });
});

describe('Ethereum and ERC-20 addresses (EIP-55)', () => {
  it('accepts checksummed, all-lower and all-upper addresses and refuses a wrong checksum', () => {
    // Proves the EIP-55 vectors pass, one flipped letter case fails, and malformed text fails.
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED',
    ])
      expect(isEthereumAddress(address), address).toBe(true);
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe',
      '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAedd',
      '0xgaAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '',
    ])
      expect(isEthereumAddress(address), address).toBe(false);
  });
});

describe('cryptoAddressProblem', () => {
  it('checks by currency and names the problem with a field-error code', () => {
    // Proves the per-currency dispatch: BTC by network, ETH/USDT/USDC by EIP-55, others unsupported.
    expect(cryptoAddressProblem('BTC', 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl', 'testnet')).toBeUndefined();
    expect(cryptoAddressProblem('btc', 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl', 'mainnet')).toBe(
      'invalid_crypto_address',
    );
    expect(cryptoAddressProblem('USDT', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'mainnet')).toBeUndefined();
    expect(cryptoAddressProblem('ETH', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet')).toBe(
      'invalid_crypto_address',
    );
    expect(cryptoAddressProblem('USDC', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'testnet')).toBe(
      'invalid_crypto_address',
    );
    expect(cryptoAddressProblem('USD', 'anything', 'mainnet')).toBe('unsupported_currency');
    expect(cryptoAddressProblem('XRP', 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', 'mainnet')).toBe('unsupported_currency');
  });
});
