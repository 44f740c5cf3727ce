import type { onboardingMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import {
  botChallenge,
  checkPasswordReset,
  completePasswordReset,
  emailStatus,
  registerPersonal,
  requestPasswordReset,
  resendActivation,
} from './onboarding.ts';

/** Main-API handlers of registration and recovery (spec 000 §2, spec 002 §7), all public. */
export const onboardingHandlers = {
  checkEmailExists: async (input, ctx) => ({ status: await emailStatus(ctx, input.email) }),
  botChallenge: async (_input, ctx) => botChallenge(ctx),
  registerPersonal: async (input, ctx) => registerPersonal(ctx, input),
  activationResend: async (input, ctx) => resendActivation(ctx, input.email),
  passwordResetRequest: async (input, ctx) => requestPasswordReset(ctx, input.email),
  passwordResetCheck: async (input, ctx) => checkPasswordReset(ctx, input.email, input.code),
  passwordResetComplete: async (input, ctx) => completePasswordReset(ctx, input),
} satisfies AreaHandlers<typeof onboardingMethods>;
