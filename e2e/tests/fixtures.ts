import { test as base } from '@playwright/test';

// Every journey imports `test` from here: Playwright's own, with each worker on its own server (decision
// 0133). playwright.config.ts starts one server per worker, each on its own port and its own fresh
// database with the demo data; worker n (its parallelIndex, kept when a worker restarts) talks to the
// server on the configured port + n. Journeys on one worker never see another worker's changes.
export * from '@playwright/test';

/** Playwright's `test`, with `baseURL` the server of the worker the test runs in. */
export const test = base.extend({
  baseURL: async ({ baseURL }, use, testInfo) => {
    const url = new URL(baseURL ?? 'http://localhost:18080');
    url.port = String(Number(url.port) + testInfo.parallelIndex);
    await use(url.origin);
  },
});
