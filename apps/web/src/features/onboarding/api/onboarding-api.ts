import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { RouteInput, Routes } from '@tessera/contract';
import { call } from '../../../shared/api/call.ts';
import { solveBotProof } from '../../../shared/api/bot-proof.ts';
import { session } from '../../../shared/session/session.ts';

/**
 * Fetches a bot challenge and solves it in the browser (ALTCHA proof of work, self-hosted; no
 * third-party script). The work takes about a second; `signal` cancels it.
 * @returns the proof to send with the registration.
 */
export async function solveBotChallenge(signal: AbortSignal): Promise<string> {
  const { challenge } = await call('botChallenge', {});
  return solveBotProof(challenge, signal);
}

/** zxcvbn score (0–4) of a password, loaded on first use (its dictionaries are large). */
export async function passwordScore(password: string, userInputs: string[]): Promise<number> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  scorer ??= new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
  return scorer.check(password, userInputs).score;
}
let scorer: ZxcvbnFactory | undefined;

/**
 * `POST /api/auth/activation` (spec 002 §4): ends any current session first, then activates and
 * stores the new tokens.
 * @throws ApiError 'VF' (invalid_link) when the link is not valid.
 */
export async function activation(input: RouteInput<Routes['activation']>): Promise<void> {
  if (session.isAuthenticated()) await session.logout('logout');
  session.setTokens(await call('activation', input));
}
