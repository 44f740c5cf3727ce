import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';

/** `cryptoSandboxDeposit`: broadcasts a sandbox-chain payment to any address (decision 0050). */
export function useCryptoSandboxDeposit() {
  return useMutation({
    mutationFn: (input: { currencyCode: string; address: string; amount: string }) =>
      call('cryptoSandboxDeposit', input),
  });
}

/** `cryptoSandboxMine`: mines blocks on the sandbox chain, confirming every payment further. */
export function useCryptoSandboxMine() {
  return useMutation({ mutationFn: (blocks: number) => call('cryptoSandboxMine', { blocks }) });
}
