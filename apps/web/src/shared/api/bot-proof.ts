import { ApiError } from './client.ts';

/**
 * Solves a server's signed proof-of-work challenge (ALTCHA, self-hosted; no third-party script)
 * with Web Crypto, as the registration's bot check and the sign-in's challenge (decision 0015) need.
 * The work takes about a second for a person; `signal` cancels it.
 * @returns the proof to send back (base64 JSON `{challenge, solution}`).
 * @throws ApiError 'UE' when the challenge cannot be solved.
 */
export async function solveBotProof(challenge: Record<string, unknown>, signal: AbortSignal): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort());
  // The challenge is the server's signed object, passed back unchanged.
  const typed = challenge as unknown as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge: typed, deriveKey, controller });
  if (!solution) throw new ApiError('UE', 'The security check could not be completed.');
  return btoa(JSON.stringify({ challenge: typed, solution }));
}
