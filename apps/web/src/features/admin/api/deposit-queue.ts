import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  accountOfDepositReference,
  currencyExponents,
  depositSimulateMethod,
  isCryptoCurrency,
  parseLocaleAmount,
} from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';
import type { EndpointInput, EndpointResult } from '../../../shared/api/client.ts';
import { adminQueries } from './outbox-queries.ts';

/** An incoming payment of the unmatched queue, as `unmatchedDepositList` answers it. */
export type IncomingPayment = EndpointResult<'unmatchedDepositList'>['deposits'][number];

/** Currencies banks send (every currency of the table but the crypto ones), for the sandbox simulator. */
export const bankCurrencyCodes: readonly string[] = Object.keys(currencyExponents)
  .filter((code) => !isCryptoCurrency(code))
  .sort();

/**
 * The account an administrator names when assigning a payment: an account number (spaces allowed,
 * as account pages group it: "1000 0003") or a deposit reference whose check digits hold
 * ("TS000000100003xx", as the customer's Add money shows it); null for anything else.
 */
export function accountIdOfAssignInput(text: string): number | null {
  const compact = text.replace(/\s+/g, '');
  if (/^\d{1,15}$/.test(compact)) {
    const id = Number(compact);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  }
  if (!/^TS\d{12}$/i.test(compact)) return null;
  return accountOfDepositReference(compact) ?? null;
}

/** The simulator form as typed: the amount in the interface language, the rest as text. */
export interface SimulateFormValues {
  amount: string;
  currencyCode: string;
  reference: string;
  senderName: string;
  senderAccount: string;
}

/**
 * The `depositSimulate` request of the simulator form, or its field errors (catalogue codes): the
 * amount read in `locale` ("1.234,50" in es), then the contract's own schema.
 */
export function simulateRequestOf(
  values: SimulateFormValues,
  locale: string,
): { request: EndpointInput<'depositSimulate'> } | { errors: Record<string, string> } {
  const amount = parseLocaleAmount(values.amount.trim(), locale);
  const input = {
    amount: amount ?? values.amount.trim(),
    currencyCode: values.currencyCode,
    reference: values.reference.trim(),
    senderName: values.senderName.trim(),
    ...(values.senderAccount.trim() ? { senderAccount: values.senderAccount.trim() } : {}),
  };
  const parsed = depositSimulateMethod.request.safeParse(input);
  const errors: Record<string, string> = {};
  if (amount === null && values.amount.trim()) errors.amount = 'invalid_amount';
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return Object.keys(errors).length > 0 ? { errors } : { request: input };
}

/** `depositSimulate`: the sandbox rail receives a bank payment and reports it after its settle delay. */
export function useDepositSimulate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<'depositSimulate'>) => call('depositSimulate', input),
    // The report comes later; the queue polls, and is read again now in case an earlier one arrived.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueries.depositsAll() }),
  });
}

/** `unmatchedDepositAssign`: credits an unmatched payment to an account; the queue is read again. */
export function useUnmatchedDepositAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; accountId: number }) => call('unmatchedDepositAssign', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.depositsAll() }),
  });
}

/** `unmatchedDepositReturn`: sends an unmatched payment back to its payer; the queue is read again. */
export function useUnmatchedDepositReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('unmatchedDepositReturn', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueries.depositsAll() }),
  });
}
