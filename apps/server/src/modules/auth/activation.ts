import type { activationMethod, MethodParsedRequest, Tokens } from '@tessera/contract';
import { updateUser } from '../identity/index.ts';
import { fieldError } from '../../rpc/app-error.ts';
import type { AuthDeps, ClientInfo } from './auth.deps.ts';
import { findUserByEmail, checkUserCode, passwordProblem, hashPassword } from '../credentials/index.ts';
import { startSession } from './issue-tokens.ts';
import { disabledAccountError } from './login.ts';

/**
 * `POST /api/auth/activation`, activation by the e-mailed link (spec 002 §4 "Activation", §7
 * "Activation with username and activationCode", "Business activation with email and
 * activationCode"): confirms the e-mail, then signs the customer in. The same answer for an unknown user, a wrong, used or expired code, or an
 * account already active, so the link reveals nothing. Both forms name the sign-in e-mail; the
 * account found decides what activation does (a business's extras come with the business issue).
 * @throws AppError 'VF' on `activationCode` (invalid_link); 'ENOA' for a disabled account (decision 0016).
 */
export async function activation(
  deps: AuthDeps,
  input: MethodParsedRequest<typeof activationMethod>,
  info: ClientInfo,
): Promise<Tokens> {
  const invalid = fieldError('activationCode', 'invalid_link');
  const user = await findUserByEmail(deps.db, activationLogin(input));
  // A disabled account answers as every sign-in path does, without checking the code (decision 0016).
  if (user?.isDisabled) throw disabledAccountError();
  if (!user || user.activatedAt) throw invalid;
  // Business activation {email, activationCode} activates a business's own sign-in only: a personal
  // customer's link or an invited employee's (no password yet) is not one (decision 0134).
  if (input.email !== undefined && (user.customerType !== 'business' || user.passwordHash === '')) throw invalid;
  // An invited business user has no password yet (decision 0096): the activation sets it.
  const isInvitedWithoutPassword = user.passwordHash === '';
  if (isInvitedWithoutPassword && input.password === undefined) throw fieldError('password', 'required');
  if (!isInvitedWithoutPassword && input.password !== undefined) throw fieldError('password', 'unrecognized_keys');
  const problem = input.password === undefined ? undefined : passwordProblem(input.password, [user.email]);
  if (problem) throw fieldError('password', problem);
  if (!(await checkUserCode(deps.db, user.id, 'activation', input.activationCode, true))) throw invalid;
  await updateUser(deps.db, user.id, {
    activatedAt: new Date(),
    ...(input.password === undefined ? {} : { passwordHash: await hashPassword(input.password) }),
  });
  // A business's own activation sends its authorised users and its people their links (spec 002 §4;
  // decisions 0096, 0112), by the business module's hook.
  await deps.afterActivation(user, info.language);
  const { tokens } = await startSession(deps, user, 'spa', info);
  return tokens;
}

/** The sign-in e-mail an activation names: `username` (activation) or `email` (business activation). */
function activationLogin(input: MethodParsedRequest<typeof activationMethod>): string {
  const login = input.username ?? input.email;
  // The contract's request schema requires one of the two; a request without either is a bug here.
  if (login === undefined) throw new Error('activation request without username or email passed validation');
  return login;
}
