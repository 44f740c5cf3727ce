import type { Tokens } from '@tessera/contract';
import { AppError } from '../../rpc/app-error.ts';
import type { AuthDeps, ClientInfo } from './auth.deps.ts';
import { recordLoginEvent } from '../credentials/index.ts';
import { findUserById } from '../identity/index.ts';
import { authenticateDevice, setDevicePushToken } from '../devices/index.ts';
import { startSession } from './issue-tokens.ts';
import { isSignInAddressAllowed } from '../security/index.ts';

/** The session `client` of a sign-in by a linked device (the others are the login's `spa`, `sei`). */
const deviceSessionClient = 'device';

/** The one answer for a wrong, unlinked or disabled device secret, so none is told from another. */
const invalidDeviceSecretMessage = 'This device is not linked any more. Please link it again.';

/**
 * `POST /api/auth/token {secret, pushToken?}` (spec 000 §7 "or secret with optional pushToken";
 * decision 0023): a linked device signs in with its secret and gets a new session's tokens. The
 * secret is checked exactly as the device API checks its bearer (`authenticateDevice`: SHA-256
 * lookup of a live device whose user is enabled); the route is rate-limited like the other
 * token-service routes and the secret is a redacted field of every log line (decision 0018).
 * No second factor is asked: the device was linked from a signed-in session and is itself the
 * customer's second factor for push. The customer's IP whitelist applies as to a password sign-in.
 * A `pushToken` replaces the device's stored one.
 * @throws AppError 'AU' for a wrong, unlinked or disabled device's secret (one answer for all);
 *   '13' when the customer's IP whitelist does not list the caller's address.
 */
export async function signInWithDeviceSecret(
  deps: AuthDeps,
  input: { secret: string; pushToken?: string | undefined },
  info: ClientInfo,
): Promise<Tokens> {
  const device = await authenticateDevice(deps.db, input.secret, info.ip);
  const user = device ? await findUserById(deps.db, device.userId) : undefined;
  if (!device || !user || user.isDisabled) throw new AppError('AU', invalidDeviceSecretMessage);
  if (!(await isSignInAddressAllowed(deps.db, user, info.ip)))
    throw new AppError('13', 'Sign-in from this address is not allowed for this account.');
  if (input.pushToken !== undefined) await setDevicePushToken(deps.db, device.id, input.pushToken);
  const { tokens } = await startSession(deps, user, deviceSessionClient, info);
  await recordLoginEvent(deps.db, {
    userId: user.id,
    email: user.email,
    ip: info.ip,
    userAgent: info.userAgent,
    result: 'success',
  });
  return tokens;
}
