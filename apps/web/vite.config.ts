import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstScreenModules } from './build/first-screen.ts';

/**
 * The libraries the app runs on (React, the router, Mantine, queries, i18n, zod, icons). Split in
 * two by what the first screen needs (below); a library of one screen (password strength, QR codes,
 * phone metadata) keeps its own chunk.
 */
const vendorModules =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|zod|@mantine|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|clsx|dayjs[\\/]dayjs\.min|@tabler|react-hook-form|@hookform)[\\/]/;

const nodeModules = /[\\/]node_modules[\\/]/;

/**
 * The app's shared code and layouts. The lazily loaded pages of src/app/routes (account page, not
 * found) keep their own chunks, the QR code (with its encoder) goes with the screens that show one,
 * and the local dictionaries (with the phone metadata) load on first use (decision 0084).
 */
const appModules =
  /[\\/]src[\\/](shared[\\/](?!ui[\\/]qr-code|dictionaries[\\/]local-dictionary-data)|app[\\/](?!routes[\\/]))/;

/**
 * The first screen a visitor sees: the entry, the root layout and the login page. What these import
 * statically (followed through every static import, never a dynamic one) is the first-screen code;
 * everything else the vendor and app tests capture goes to the signed-in screens' chunks.
 */
const firstScreenRoots = [
  'src/main.tsx',
  'src/app/layouts/root-layout.tsx',
  'src/features/auth/routes/login-page.tsx',
].map((file) => path.resolve(import.meta.dirname, file));

/** The first screen's module ids, filled by {@link firstScreenModules} before the build. */
const firstScreen = new Set<string>();

// The dev server proxies the API to a locally running server (npm run dev:server, port 8080).
// The build writes a brotli and a gzip copy of every text asset; the server sends them with
// Content-Encoding (@fastify/static preCompressed).
export default defineConfig({
  plugins: [
    react(),
    firstScreenModules(firstScreenRoots, firstScreen),
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|txt)$/, threshold: 1024 }),
  ],
  server: { port: 5173, proxy: { '/api': { target: 'http://localhost:8080', ws: true } } },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Fewer, larger chunks (measured: 75 requests on /login became 16): the first screen's
          // libraries and shared code, then those of every other screen; screens, the contract's areas
          // (loaded on their first call, shared/api/catalogue-loaders.ts) and the large libraries of one
          // screen keep their own chunks. A group also takes what its modules import, so the first
          // screen's groups come first.
          groups: [
            {
              name: 'vendor',
              test: (id) => firstScreen.has(id) && nodeModules.test(id),
              priority: 40,
            },
            {
              name: 'app',
              test: (id) => firstScreen.has(id) && !nodeModules.test(id),
              priority: 30,
              includeDependenciesRecursively: false,
            },
            { name: 'vendor-more', test: vendorModules, priority: 20, includeDependenciesRecursively: false },
            { name: 'app-more', test: appModules, priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
