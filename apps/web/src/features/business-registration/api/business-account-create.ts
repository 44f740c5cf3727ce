import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import type { RegistrationDraft } from './draft.ts';

/** `businessAccountCreate` (spec 002 §3): the whole registration and the bot proof in one call. */
export function useBusinessAccountCreate() {
  return useMutation({
    mutationFn: (input: { draft: RegistrationDraft; captcha: string }) =>
      call('businessAccountCreate', { ...input.draft, captcha: input.captcha }),
  });
}
