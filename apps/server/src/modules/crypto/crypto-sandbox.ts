import { cryptoAddressProblem, parseMinor, type CryptoNetwork } from '@tessera/contract';
import type { Executor } from '../../db/client.ts';
import type { CryptoChain } from '../../platform/crypto-chain.ts';
import { fieldError } from '../../rpc/app-error.ts';

/**
 * `cryptoSandboxDeposit` (decision 0050): broadcasts a sandbox-chain payment of `amount` (a decimal
 * string in the currency's units) to any address of the sandbox's network.
 * @throws AppError 'VF' on `address` for an address of another network or shape, `too_many_decimals`
 *   on `amount`.
 */
export async function cryptoSandboxDeposit(
  db: Executor,
  chain: CryptoChain,
  network: CryptoNetwork,
  input: { currencyCode: string; address: string; amount: string },
): Promise<{ txid: string; vout: number }> {
  const problem = cryptoAddressProblem(input.currencyCode, input.address, network);
  if (problem) throw fieldError('address', problem);
  let amountMinor: bigint;
  try {
    amountMinor = parseMinor(input.amount, input.currencyCode);
  } catch {
    throw fieldError('amount', 'too_many_decimals');
  }
  return chain.sendSandboxPayment(db, {
    currencyCode: input.currencyCode,
    network,
    address: input.address,
    amountMinor,
  });
}

/** `cryptoSandboxMine` (decision 0050): mines `blocks` blocks on the sandbox chain, confirming every payment further. */
export async function cryptoSandboxMine(db: Executor, chain: CryptoChain, blocks: number): Promise<{ blocks: number }> {
  await chain.mineSandboxBlocks(db, blocks);
  return { blocks };
}
