import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { newIdempotencyKey } from '../../../shared/api/client.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';

/**
 * A money submit with an idempotency key (spec 001 §4; decision 0027): `begin()` takes a fresh key for a
 * new submit (the confirmation step opening); every `mutate` until the next `begin()` reuses it, so
 * "try again" after a lost reply cannot move money twice. Success refreshes balances, history and
 * the transfer lists.
 */
export function useMoneySubmit<Input, Result>(send: (input: Input, idempotencyKey: string) => Promise<Result>) {
  const queryClient = useQueryClient();
  const key = useRef<string>(newIdempotencyKey());
  const mutation = useMutation({
    mutationFn: (input: Input) => send(input, key.current),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.accounts }),
        queryClient.invalidateQueries({ queryKey: queryRoots.history }),
        queryClient.invalidateQueries({ queryKey: queryRoots.transfers }),
      ]);
    },
  });
  const begin = () => {
    key.current = newIdempotencyKey();
    mutation.reset();
  };
  return { ...mutation, begin };
}
