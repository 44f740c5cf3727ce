import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { zodConfigured } from './build/zod-configured.ts';

/**
 * Records which client build this pre-render belongs to (the SHA-256 of dist/index.html, which
 * names every hashed entry): the server pre-renders only with the matching build, since class names
 * and markup must be the browser's own for hydration (decision 0129).
 */
function clientBuildStamp(): Plugin {
  return {
    name: 'tessera-client-build-stamp',
    apply: 'build',
    generateBundle() {
      const index = readFileSync(path.resolve(import.meta.dirname, 'dist/index.html'));
      this.emitFile({
        type: 'asset',
        fileName: 'client-build.txt',
        source: createHash('sha256').update(index).digest('hex'),
      });
    },
  };
}

/**
 * The server's pre-render of the first screen (src/prerender/prerender.tsx, decision 0129): built
 * after the client (`npm run build`), every library bundled in, into dist-ssr next to dist, where
 * the server finds it and nothing serves it.
 */
export default defineConfig({
  plugins: [react(), zodConfigured(path.resolve(import.meta.dirname, 'src/shared/zod-config.ts')), clientBuildStamp()],
  publicDir: false,
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender/prerender.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    // ES modules wherever the folder is copied, with or without a package.json beside it.
    rolldownOptions: { output: { entryFileNames: 'prerender.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
  },
});
