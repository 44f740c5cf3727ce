import { defineConfig } from 'vitest/config';

// Web unit tests: the session, the API client, i18n and the locale files, and components in jsdom.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
  },
});
