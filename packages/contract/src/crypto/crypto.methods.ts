import { defineMethods } from '../method.ts';
import {
  createWalletMethod,
  cryptoSandboxDepositMethod,
  cryptoSandboxMineMethod,
  cryptoWalletListMethod,
} from './crypto.schemas.ts';

/** The crypto area (spec 001 §1, §7; decision 0050): receiving wallets, deposits and the sandbox chain. */
export const cryptoMethods = defineMethods({
  createWallet: createWalletMethod,
  cryptoWalletList: cryptoWalletListMethod,
  cryptoSandboxDeposit: cryptoSandboxDepositMethod,
  cryptoSandboxMine: cryptoSandboxMineMethod,
});
