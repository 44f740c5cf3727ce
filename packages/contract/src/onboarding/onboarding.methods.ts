import { defineMethods } from '../method.ts';
import {
  activationResendMethod,
  botChallengeMethod,
  checkEmailExistsMethod,
  passwordResetCheckMethod,
  passwordResetCompleteMethod,
  passwordResetRequestMethod,
  registerPersonalMethod,
} from './onboarding.schemas.ts';

/** The onboarding area (spec 002 §2–§7): registration, activation and password recovery. */
export const onboardingMethods = defineMethods({
  checkEmailExists: checkEmailExistsMethod,
  botChallenge: botChallengeMethod,
  registerPersonal: registerPersonalMethod,
  activationResend: activationResendMethod,
  passwordResetRequest: passwordResetRequestMethod,
  passwordResetCheck: passwordResetCheckMethod,
  passwordResetComplete: passwordResetCompleteMethod,
});
