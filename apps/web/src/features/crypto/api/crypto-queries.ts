import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CryptoDeposit } from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';

/** How often the wallet page asks again while a deposit waits for confirmations, and otherwise. */
const pendingRefreshMs = 5_000;
const idleRefreshMs = 30_000;

/**
 * Query-key factory of the crypto feature (DESIGN §7.3). Wallets live under the accounts root, so
 * every money mutation that refreshes balances refreshes the wallets and their deposits too.
 */
export const cryptoQueries = {
  all: () => [...queryRoots.accounts, 'crypto'] as const,
  /** `cryptoWalletList`: the customer's wallets with their latest deposits; polled while one is pending. */
  cryptoWalletList: () =>
    queryOptions({
      queryKey: [...queryRoots.accounts, 'crypto', 'cryptoWalletList'] as const,
      queryFn: async () => (await call('cryptoWalletList', {})).wallets,
      refetchInterval: (query) =>
        query.state.data?.some((wallet) =>
          wallet.deposits.some((deposit: CryptoDeposit) => deposit.status === 'pending'),
        )
          ? pendingRefreshMs
          : idleRefreshMs,
    }),
};

/** `createWallet`: the customer's receiving address in `currencyCode`; wallets and accounts are read again. */
export function useCreateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currencyCode: string) => call('createWallet', { currencyCode }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.accounts }),
  });
}
