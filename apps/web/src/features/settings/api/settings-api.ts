import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TwoStepRequest, TwoStepResponse } from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';
import { customerInfoQuery } from '../../../shared/api/shared-queries.ts';

/** Query-key factory of the settings feature (DESIGN §7.3). */
export const settingsQueries = {
  customer: customerInfoQuery,
  ipWhitelistList: () =>
    queryOptions({
      queryKey: ['settings', 'ipWhitelistList'] as const,
      queryFn: () => call('ipWhitelistList', {}),
    }),
  payoutBlacklistGet: () =>
    queryOptions({
      queryKey: ['settings', 'payoutBlacklistGet'] as const,
      queryFn: async () => (await call('payoutBlacklistGet', {})).entries,
    }),
  notificationSettingsGet: () =>
    queryOptions({
      queryKey: ['settings', 'notificationSettingsGet'] as const,
      queryFn: async () => (await call('notificationSettingsGet', {})).settings,
    }),
  /** The approval modes whose factor is set up (push, sms, otp, approvalCode); refetched after a change. */
  usableApprovalModes: () =>
    queryOptions({
      queryKey: ['settings', 'usableApprovalModes'] as const,
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
export async function twoStepVerification(input: TwoStepRequest): Promise<TwoStepResponse> {
  return call('twoStepVerification', input);
}

/**
 * `POST /api/customer/two-step-verification/{reqId}/confirm` with the 6-digit code.
 * @throws ApiError 'VF' on code (invalid_code) or reqId (request_expired).
 */
export async function twoStepVerificationConfirm(reqId: string, code: string): Promise<TwoStepResponse> {
  return call('twoStepVerificationConfirm', { reqId, code });
}
