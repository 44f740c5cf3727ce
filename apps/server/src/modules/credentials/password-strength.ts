import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { minPasswordLength } from '@tessera/contract';

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** Lowest zxcvbn score (0–4) a new password needs: 3 = "safely unguessable" for online attacks. */
const minPasswordScore = 3;

/**
 * Why a new password is refused, or undefined when it is strong enough: shorter than 10
 * characters, or guessable (zxcvbn score < 3, common passwords and the customer's own e-mail and
 * names count against it).
 */
export function passwordProblem(
  password: string,
  userInputs: string[],
): 'password_too_short' | 'password_too_weak' | undefined {
  if (password.length < minPasswordLength) return 'password_too_short';
  return zxcvbn.check(password, userInputs).score < minPasswordScore ? 'password_too_weak' : undefined;
}
