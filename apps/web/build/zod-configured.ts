import type { Plugin } from 'vite';

/**
 * Sends every import of 'zod' in the app through `wrapper` (src/shared/zod-config.ts), which sets
 * zod's configuration before any schema exists and re-exports zod; only the wrapper imports zod
 * itself. The configuration so comes with zod on whichever screen first downloads it, and a screen
 * without zod (the login page) loads neither (decision 0126).
 */
export function zodConfigured(wrapper: string): Plugin {
  return {
    name: 'tessera-zod-configured',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || !importer || importer === wrapper) return null;
      return wrapper;
    },
  };
}
