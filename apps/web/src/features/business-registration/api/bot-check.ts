import { call } from '../../../shared/api/call.ts';
import { solveBotProof } from '../../../shared/api/bot-proof.ts';

/** Fetches a bot challenge and solves it in the browser (self-hosted proof of work). */
export async function solveBotChallenge(signal: AbortSignal): Promise<string> {
  const { challenge } = await call('botChallenge', {});
  return solveBotProof(challenge, signal);
}
