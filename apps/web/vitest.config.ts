import { defineConfig } from 'vitest/config';

/** Files that prove something of a fresh page (the first load's i18next state): each in a fresh environment. */
const freshModuleFiles = ['src/shared/i18n/i18n.test.ts'];

// Web unit tests: the session, the API client, i18n and the locale files, and components in jsdom.
// The files share one jsdom environment and module registry per worker (isolate: false): setting up
// jsdom and importing Mantine and React once a worker instead of once a file takes the suite from
// about 52 s to 9 s on two cores (decision 0133, third pass). Each file still gets its own mocks, and
// Testing Library unmounts after every test. A file that needs the state of a fresh page runs isolated.
export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: freshModuleFiles, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: freshModuleFiles, isolate: true } },
    ],
  },
});
