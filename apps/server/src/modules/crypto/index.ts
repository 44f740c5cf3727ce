/** The crypto module's public use cases; other modules (the demo seed) import only from here. */
export { createWallet } from './create-wallet.ts';
export { cryptoSettings, type CryptoSettings } from './crypto-settings.ts';
