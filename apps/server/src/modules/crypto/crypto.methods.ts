import { cryptoAddressProblem, parseMinor, type cryptoMethods } from '@tessera/contract';
import { fieldError } from '../../rpc/app-error.ts';
import type { AreaHandlers } from '../../rpc/module.ts';
import { createWallet } from './create-wallet.ts';
import { runDepositPass } from './credit-deposits.ts';
import { cryptoSettings } from './crypto-settings.ts';
import { listWallets } from './list-wallets.ts';

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
    return { wallets: await listWallets(ctx.db, settings, customerId) };
  },
  cryptoSandboxDeposit: async (input, ctx) => {
    const settings = cryptoSettings(ctx.config);
    const problem = cryptoAddressProblem(input.currencyCode, input.address, settings.network);
    if (problem) throw fieldError('address', problem);
    let amountMinor: bigint;
    try {
      amountMinor = parseMinor(input.amount, input.currencyCode);
    } catch {
      throw fieldError('amount', 'too_many_decimals');
    }
    return ctx.cryptoChain.sendSandboxPayment(ctx.db, {
      currencyCode: input.currencyCode,
      network: settings.network,
      address: input.address,
      amountMinor,
    });
  },
  cryptoSandboxMine: async (input, ctx) => {
    await ctx.cryptoChain.mineSandboxBlocks(ctx.db, input.blocks);
    return { blocks: input.blocks };
  },
} satisfies AreaHandlers<typeof cryptoMethods>;
