import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { statementQueries } from './statements-queries.ts';

/**
 * `statementExport {accountId, dateFrom, source: 'monthly'}` (spec 001 §3, §7): issues the statement
 * of a closed month (or finds the one issued before) and refreshes the list. Resolves to its exportId.
 */
export function useStatementExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { accountId: number; dateFrom: string }) =>
      (await call('statementExport', { ...input, source: 'monthly' })).exportId,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statementQueries.all() }),
  });
}
