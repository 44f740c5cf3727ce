import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TwoStepRequest, TwoStepResponse } from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';
import { customerInfoQuery } from '../../../shared/api/shared-queries.ts';

/** Query-key factory of the settings feature (DESIGN §7.3). */
export const settingsQueries = {
  customer: customerInfoQuery,
  whitelist: () =>
    queryOptions({
      queryKey: ['settings', 'whitelist'] as const,
      queryFn: () => call('ipWhitelistList', {}),
    }),
  blacklist: () =>
    queryOptions({
      queryKey: ['settings', 'blacklist'] as const,
      queryFn: async () => (await call('payoutBlacklistGet', {})).entries,
    }),
  notifications: () =>
    queryOptions({
      queryKey: ['settings', 'notifications'] as const,
      queryFn: async () => (await call('notificationSettingsGet', {})).settings,
    }),
  /** The approval modes whose factor is set up (push, sms, otp, approvalCode); refetched after a change. */
  approvalModes: () =>
    queryOptions({
      queryKey: ['settings', 'approvalModes'] as const,
      queryFn: async () => (await call('usableApprovalModes', {})).approveTypes,
    }),
  loginHistory: (filter: { pageNumber: number; fromDate?: string; toDate?: string }) =>
    queryOptions({
      queryKey: ['settings', 'loginHistory', filter] as const,
      queryFn: () => call('loginHistory', filter),
      placeholderData: keepPreviousData,
    }),
};

/**
 * `POST /api/customer/two-step-verification` (spec 001 §7): asks to change the two-step mode.
 * @throws ApiError 'VF' on password or phoneNumber.
 */
export async function requestTwoStep(input: TwoStepRequest): Promise<TwoStepResponse> {
  return call('twoStepVerification', input);
}

/**
 * `POST /api/customer/two-step-verification/{reqId}/confirm` with the 6-digit code.
 * @throws ApiError 'VF' on code (invalid_code) or reqId (request_expired).
 */
export async function confirmTwoStep(reqId: string, code: string): Promise<TwoStepResponse> {
  return call('twoStepVerificationConfirm', { reqId, code });
}
