import { codeChallengeS256, generateCodeVerifier, type AuthFlow, type LoginResponse } from '@tessera/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/client.ts';
import { session } from '../../../shared/session/session.ts';
import { exchangeCode } from './exchange-code.ts';
import { rememberBrowserToken } from './known-browser.ts';
import { login } from './login.ts';

/**
 * Further steps of a sign-in: a code, a push approval, a device approval, or the push migration's
 * enrolment (decision 0013), which is its own page.
 */
type StepFlow = Exclude<AuthFlow, 'simple' | 'direct'> | 'migration';

/**
 * What a password sign-in led to: a session, or a further step of one of the flows of spec 000 §4.
 * A step keeps the PKCE verifier, which its token call needs.
 */
export type SignInOutcome =
  { status: 'signedIn' } | { status: 'nextStep'; flow: StepFlow; codeVerifier: string; reply: LoginResponse };

type FlowHandler = (reply: LoginResponse, codeVerifier: string) => Promise<SignInOutcome>;

const nextStep =
  (flow: StepFlow): FlowHandler =>
  async (reply, codeVerifier) => ({ status: 'nextStep', flow, codeVerifier, reply });

/**
 * One handler per login flow (spec 000 §4). simple: the reply carries the tokens; direct: exchange
 * the code with the verifier. otp, sms, push and verifyDevice become further steps of the login
 * page; each gets its own screen when built, without touching the others.
 */
const flowHandlers: Record<AuthFlow, FlowHandler> = {
  simple: async (reply) => {
    if (!reply.accessToken || !reply.refreshToken || !reply.expiresIn) throw new ApiError('UE', 'Unexpected reply');
    rememberBrowserToken(reply.deviceSecret);
    session.setTokens({ accessToken: reply.accessToken, refreshToken: reply.refreshToken, expiresIn: reply.expiresIn });
    return { status: 'signedIn' };
  },
  direct: async (reply, codeVerifier) => {
    if (!reply.code) throw new ApiError('UE', 'Unexpected reply');
    // The push migration holds the code until it is settled (decision 0013): its page exchanges it
    // once, so the code is not sent here only to be refused (a 400 in the console).
    if (reply.migration && reply.migration.req !== 'none')
      return { status: 'nextStep', flow: 'migration', codeVerifier, reply };
    return (await exchangeCode(reply.code, codeVerifier)) === 'migration'
      ? { status: 'nextStep', flow: 'migration', codeVerifier, reply }
      : { status: 'signedIn' };
  },
  otp: nextStep('otp'),
  sms: nextStep('sms'),
  push: nextStep('push'),
  verifyDevice: nextStep('verifyDevice'),
};

interface Credentials {
  username: string;
  password: string;
  /** A solved sign-in challenge, after a refusal that carried one (decision 0015). */
  botProof?: string;
}

/**
 * Signs in with e-mail and password (spec 000 §4, §7): a fresh 128-character PKCE verifier per
 * attempt, its S256 challenge sent with the login, then the flow the server chose.
 * @throws ApiError from the token service.
 */
export async function signIn({ username, password, botProof }: Credentials): Promise<SignInOutcome> {
  const codeVerifier = generateCodeVerifier();
  const codeChallenge = await codeChallengeS256(codeVerifier);
  const reply = await login({ username, password, codeChallenge, ...(botProof ? { botProof } : {}) });
  return flowHandlers[reply.authFlow](reply, codeVerifier);
}

/** The sign-in as a mutation (DESIGN §2: one operation, one hook). */
export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
