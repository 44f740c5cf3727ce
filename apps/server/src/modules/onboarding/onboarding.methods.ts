import type { onboardingMethods } from '@tessera/contract';
import type { AreaHandlers } from '../../rpc/module.ts';
import {
  botChallenge,
  passwordResetCheck,
  passwordResetComplete,
  checkEmailExists,
  registerPersonal,
  passwordResetRequest,
  activationResend,
} from './onboarding.ts';

/** Main-API handlers of registration and recovery (spec 000 §2, spec 002 §7), all public. */
export const onboardingHandlers = {
  checkEmailExists: async (input, ctx) => ({ status: await checkEmailExists(ctx, input.email) }),
  botChallenge: async (_input, ctx) => botChallenge(ctx),
  registerPersonal: async (input, ctx) => registerPersonal(ctx, input),
  activationResend: async (input, ctx) => activationResend(ctx, input.email),
  passwordResetRequest: async (input, ctx) => passwordResetRequest(ctx, input.email),
  passwordResetCheck: async (input, ctx) => passwordResetCheck(ctx, input.email, input.code),
  passwordResetComplete: async (input, ctx) => passwordResetComplete(ctx, input),
} satisfies AreaHandlers<typeof onboardingMethods>;
