import type { cryptoMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import { createWallet } from './create-wallet.ts';
import { runDepositPass } from './credit-deposits.ts';
import { cryptoSandboxDeposit, cryptoSandboxMine } from './crypto-sandbox.ts';
import { cryptoSettings } from './crypto-settings.ts';
import { cryptoWalletList } from './crypto-wallet-list.ts';

/** Main-API handlers of the crypto area (decision 0050). */
export const cryptoHandlers = {
  createWallet: async (input, ctx) => {
    const wallet = await createWallet(ctx.db, cryptoSettings(ctx.config), ctx.caller.customerId, input.currencyCode);
    return { wallet, address: wallet.address };
  },
  cryptoWalletList: async (input, ctx) => {
    const settings = cryptoSettings(ctx.config);
    const customerId = ctx.caller.customerId;
    // The page brings the customer's own deposits up to date at once instead of waiting for the
    // job's next pass; both run the same pass, which credits each output once.
    await runDepositPass(ctx.db, ctx.cryptoChain, settings, { customerId, log: ctx.log });
    return { wallets: await cryptoWalletList(ctx.db, settings, customerId) };
  },
  cryptoSandboxDeposit: async (input, ctx) =>
    cryptoSandboxDeposit(ctx.db, ctx.cryptoChain, cryptoSettings(ctx.config).network, input),
  cryptoSandboxMine: async (input, ctx) => cryptoSandboxMine(ctx.db, ctx.cryptoChain, input.blocks),
} satisfies AreaHandlers<typeof cryptoMethods>;
