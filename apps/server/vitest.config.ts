import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own fresh database; two at a time fits a 2-core machine.
    maxWorkers: 2,
    // Migrates and seeds once per run; each test file's database starts as a copy of that.
    globalSetup: ['test/database-snapshots.ts'],
    // The app's modules are loaded once per worker, not once per file: every file builds its own
    // app on its own database, and the modules keep no state of their own outside those (their
    // caches are per database).
    isolate: false,
  },
});
