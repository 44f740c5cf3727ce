import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { securityPaths, twoStepResponseSchema, type TwoStepRequest, type TwoStepResponse } from '@tessera/contract';
import { ApiError, callMethod, callPath } from '../../../shared/api/client.ts';
import { customerInfoQuery } from '../../../shared/api/shared-queries.ts';

/** Query-key factory of the settings feature (DESIGN §7.3). */
export const settingsQueries = {
  customer: customerInfoQuery,
  whitelist: () =>
    queryOptions({
      queryKey: ['settings', 'whitelist'] as const,
      queryFn: () => callMethod('ipWhitelistList', {}),
    }),
  blacklist: () =>
    queryOptions({
      queryKey: ['settings', 'blacklist'] as const,
      queryFn: async () => (await callMethod('payoutBlacklistGet', {})).entries,
    }),
  notifications: () =>
    queryOptions({
      queryKey: ['settings', 'notifications'] as const,
      queryFn: async () => (await callMethod('notificationSettingsGet', {})).settings,
    }),
  loginHistory: (filter: { pageNumber: number; fromDate?: string; toDate?: string }) =>
    queryOptions({
      queryKey: ['settings', 'loginHistory', filter] as const,
      queryFn: () => callMethod('loginHistory', filter),
      placeholderData: keepPreviousData,
    }),
};

function parseTwoStep(reply: Record<string, unknown>): TwoStepResponse {
  const parsed = twoStepResponseSchema.safeParse(reply);
  if (!parsed.success) throw new ApiError('UE', 'Unexpected reply');
  return parsed.data;
}

/**
 * `POST /api/customer/two-step-verification` (spec 001 §7): asks to change the two-step mode.
 * @throws ApiError 'VF' on password or phoneNumber.
 */
export async function requestTwoStep(input: TwoStepRequest): Promise<TwoStepResponse> {
  return parseTwoStep(await callPath(securityPaths.twoStep, { ...input }));
}

/**
 * `POST /api/customer/two-step-verification/{reqId}/confirm` with the 6-digit code.
 * @throws ApiError 'VF' on code (invalid_code) or reqId (request_expired).
 */
export async function confirmTwoStep(reqId: string, code: string): Promise<TwoStepResponse> {
  return parseTwoStep(await callPath(securityPaths.twoStepConfirm(reqId), { code }));
}
