import { defineConfig } from 'vitest/config';

// Tests of the repository's own tooling (the ESLint boundary rules), run by `npm test` after lint.
export default defineConfig({ test: { include: ['**/*.test.ts'], testTimeout: 60_000 } });
