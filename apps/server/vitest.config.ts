import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own fresh database; two at a time fits a 2-core machine.
    maxWorkers: 2,
  },
});
