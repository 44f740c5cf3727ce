import { randomInt } from 'node:crypto';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's seed for property and fuzz tests (fast-check), see {@link default}. */
    testSeed: number;
  }
}

/**
 * Picks the run's seed for property and fuzz tests (vitest globalSetup, once per run): TEST_SEED
 * when set (to replay a failure), otherwise a fresh random one, so each run explores new cases.
 * Printed at the start of the run; test/fast-check-seed.ts hands it to fast-check in every file.
 */
export default function setup(project: TestProject): void {
  const given = process.env.TEST_SEED;
  const seed = given === undefined || given === '' ? randomInt(0, 2 ** 30) : Number(given);
  if (!Number.isSafeInteger(seed)) throw new Error(`TEST_SEED must be an integer, not ${given}`);
  console.log(`Property and fuzz tests use seed ${seed}; replay a failure with TEST_SEED=${seed}.`);
  project.provide('testSeed', seed);
}
