import fc from 'fast-check';
import { inject } from 'vitest';

// vitest setupFiles, before every test file: fast-check runs from the run's seed (test/random-seed.ts).
// A property that fails prints its own seed and path as well, which replay that one case alone.
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: inject('testSeed') });
