import {
  emailStatuses,
  type CheckedEmailStatus,
  type MethodParsedRequest,
  type passwordResetCompleteMethod,
  type registerPersonalMethod,
} from '@tessera/contract';
import { withTransaction } from '../../platform/transactions.ts';
import { AppError, fieldError } from '../../rpc/app-error.ts';
import type { CallContext } from '../../rpc/context.ts';
import {
  checkUserCode,
  countRecentRecoveryCodes,
  countRecentUserCodes,
  findUserByEmail,
  hashPassword,
  issueUserCode,
  passwordProblem,
  revokeAllSessions,
  serverSecret,
} from '../credentials/index.ts';
import { createCustomer, updateUser } from '../identity/index.ts';
import { recordTermsAcceptance } from '../customers/index.ts';
import { openCustomerAccount } from '../ledger/index.ts';
import { botChallengeSecretName, newBotChallenge, redeemBotProof } from '../../platform/bot-challenge.ts';
import { renderEmail } from '../../platform/messages/render.ts';

/** A registration not activated within this time frees its e-mail again (status 0, none). */
const activationWindowMs = 7 * 24 * 3600_000;
/** Most activation e-mails per user per hour, and most recovery e-mails per user and address per hour. */
export const maxCodesPerHour = 3;
/**
 * Most recovery e-mails per user per hour asked for from addresses the user has not signed in from
 * (decision 0015): with five tries per code, at most 50 guesses an hour reach the user's codes from
 * strangers' addresses, and the user's familiar addresses are never held back by them.
 */
export const maxUnfamiliarRecoveryCodesPerHour = 10;

/**
 * The existing-e-mail status of `email` (spec 002 §3; decisions 0011, 0134): employee (3) for a
 * business's invited user who has not activated yet (no password, decision 0096), however old the
 * invitation; exists (1) for any other user of it, activated, awaiting activation or disabled, else
 * none (0); a registration left unactivated past its 7 days counts as none, as a new registration
 * replaces it.
 */
export async function checkEmailExists(ctx: CallContext, email: string): Promise<CheckedEmailStatus> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return emailStatuses.none;
  // A disabled e-mail is taken: registering again must not replace a disabled user (decision 0016).
  if (user.activatedAt || user.isDisabled) return emailStatuses.exists;
  // A business's invited user (no password yet, decision 0096): the spec's employee status.
  if (user.passwordHash === '') return emailStatuses.employee;
  return Date.now() - user.createdAt.getTime() > activationWindowMs ? emailStatuses.none : emailStatuses.exists;
}

/** A signed proof-of-work challenge for the registration form. */
export async function botChallenge(ctx: CallContext) {
  const challenge = await newBotChallenge(
    await serverSecret(ctx.db, botChallengeSecretName),
    ctx.config.BOT_CHALLENGE_DIFFICULTY,
  );
  return { challenge: { ...challenge } };
}

async function sendActivationLink(ctx: CallContext, userId: number, email: string): Promise<void> {
  const code = await issueUserCode(ctx.db, userId, 'activation');
  const link = `${ctx.origin}/activate?${new URLSearchParams({ action: 'activation', user: email, code }).toString()}`;
  await ctx.mailer.send(ctx.db, {
    to: email,
    ...renderEmail('activation', ctx.language, { brandName: ctx.brand.projectName, link }),
  });
}

/**
 * Personal registration (spec 000 §2 /register/personal): only where the brand allows it and for
 * its personal types; every term of the brand accepted; a solved bot challenge; an e-mail of an
 * accepted status (0 or 3, spec 002 §5; a lapsed registration's row is taken over with the new
 * password); a strong password. Creates the customer, user (not activated) and a USD payment
 * account, and e-mails the activation link.
 * @throws AppError 'VF' naming the field; 'ENOA' (no access, spec 000 §8) when the brand does not
 *   offer self-registration.
 */
export async function registerPersonal(ctx: CallContext, input: MethodParsedRequest<typeof registerPersonalMethod>) {
  const brand = ctx.brand;
  if (!brand.allowRegistration) throw new AppError('ENOA', 'Registration is not open for this brand.');
  if (!brand.registrationPersonalTypes.includes(input.registrationType))
    throw fieldError('registrationType', 'invalid_value', 'Choose one of the offered types.');
  if (!brand.terms.every((term) => input.acceptedTerms.includes(term.id)))
    throw fieldError('acceptedTerms', 'terms_required');
  // Only a free e-mail (0): an invited employee's (3) is a business's user row, which a personal
  // registration must never take over (decision 0096); 002 §5 accepts 3 for a business's users only.
  if ((await checkEmailExists(ctx, input.email)) !== emailStatuses.none) throw fieldError('email', 'email_taken');
  const problem = passwordProblem(input.password, [input.email, input.firstName, input.lastName, brand.projectName]);
  if (problem) throw fieldError('password', problem);
  // A proof works once; a sign-in challenge (purpose 'login') is at least as hard, so any solved one is enough.
  if (!(await redeemBotProof(ctx.db, await serverSecret(ctx.db, botChallengeSecretName), input.botProof)))
    throw fieldError('botProof', 'bot_check_failed');

  const passwordHash = await hashPassword(input.password);
  const email = input.email.toLowerCase();
  const userId = await withTransaction(ctx.db, async (tx) => {
    const stale = await findUserByEmail(tx, email);
    if (stale) {
      // A registration never activated within its 7 days (status 0): the new one takes its place.
      await updateUser(tx, stale.id, { passwordHash });
      await recordTermsAcceptance(tx, stale.customerId, brand.terms);
      return stale.id;
    }
    const created = await createCustomer(tx, {
      brandId: brand.id,
      customerType: 'personal',
      email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      residenceCountryCode: input.countryCode,
    });
    // Every entry of the brand's terms was checked on the form: that is the customer's acceptance.
    await recordTermsAcceptance(tx, created.customerId, brand.terms);
    await updateUser(tx, created.userId, { activatedAt: null });
    await openCustomerAccount(tx, { customerId: created.customerId, currencyCode: 'USD', type: 1001 });
    return created.userId;
  });
  await sendActivationLink(ctx, userId, email);
  ctx.log.info({ userId, brand: brand.id }, 'personal registration');
  return { email, activationSent: true as const };
}

/** Resends the activation link when the e-mail awaits activation; the same reply otherwise. */
export async function activationResend(ctx: CallContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (
    user &&
    !user.activatedAt &&
    !user.isDisabled &&
    (await countRecentUserCodes(ctx.db, user.id, 'activation')) < maxCodesPerHour
  )
    await sendActivationLink(ctx, user.id, user.email);
  return { sent: true as const };
}

/**
 * Recovery step 1: e-mails a six-digit code to an active customer; the same reply for anyone. The
 * code is bound to the asking address (decision 0015): requests from elsewhere neither replace it nor
 * use up the customer's allowance — {@link maxCodesPerHour} per address, and at most
 * {@link maxUnfamiliarRecoveryCodesPerHour} from all addresses the customer never signed in from.
 */
export async function passwordResetRequest(ctx: CallContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.activatedAt || user.isDisabled) return { sent: true as const };
  const recent = await countRecentRecoveryCodes(ctx.db, user.id, ctx.ip);
  if (
    recent.fromAddress < maxCodesPerHour &&
    (recent.isFamiliarAddress || recent.fromUnfamiliarAddresses < maxUnfamiliarRecoveryCodesPerHour)
  ) {
    const code = await issueUserCode(ctx.db, user.id, 'recovery', ctx.ip);
    await ctx.mailer.send(ctx.db, {
      to: user.email,
      ...renderEmail('recoveryCode', ctx.language, { brandName: ctx.brand.projectName, code }),
    });
  }
  return { sent: true as const };
}

/**
 * Recovery step 2: whether the code is right. Only the code asked for from this address is checked,
 * and a wrong guess counts one of its five tries.
 */
export async function passwordResetCheck(ctx: CallContext, email: string, code: string) {
  const user = await findUserByEmail(ctx.db, email);
  return {
    emailCodeIsValid:
      user && !user.isDisabled ? await checkUserCode(ctx.db, user.id, 'recovery', code, false, ctx.ip) : false,
  };
}

/**
 * Recovery step 3: a strong new password with a valid code; every session ends. Two-step sign-in
 * stays on: recovery never bypasses the second factor.
 * @throws AppError 'VF' on `code` (invalid_code) or `password`.
 */
export async function passwordResetComplete(
  ctx: CallContext,
  input: MethodParsedRequest<typeof passwordResetCompleteMethod>,
) {
  const user = await findUserByEmail(ctx.db, input.email);
  const problem = passwordProblem(input.password, [input.email]);
  if (problem) throw fieldError('password', problem);
  // A disabled user never gets back in through recovery (decision 0016): the same answer as a wrong code.
  if (!user || user.isDisabled || !(await checkUserCode(ctx.db, user.id, 'recovery', input.code, true, ctx.ip)))
    throw fieldError('code', 'invalid_code', 'The code is not right or has expired.');
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(input.password) });
  await revokeAllSessions(ctx.db, user.id, 'password reset');
  ctx.log.info({ userId: user.id }, 'password reset');
  return { done: true as const };
}
