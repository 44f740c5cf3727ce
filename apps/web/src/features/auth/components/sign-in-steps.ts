import { loadAllStyles } from '../../../shared/styles/all-styles.ts';

/**
 * The sign-in's second steps (a code, a push approval), downloaded when the login form is first
 * focused, ahead of an answer that asks for one, rather than with the login page (decision 0126).
 * Each comes with all of Mantine's styles, as the first screen has only its own share (decision
 * 0125) and the code step's PIN input is not part of it.
 */
export const loadCodeStep = async () => (await Promise.all([import('./code-step.tsx'), loadAllStyles()]))[0];
export const loadPushStep = async () => (await Promise.all([import('./push-step.tsx'), loadAllStyles()]))[0];

/** Starts downloading both steps; a failed download is tried again when a step shows. */
export function prepareSignInSteps(): void {
  loadCodeStep().catch(() => undefined);
  loadPushStep().catch(() => undefined);
}
