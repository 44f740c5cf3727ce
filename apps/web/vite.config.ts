import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * The libraries of every screen (React, the router, Mantine, queries, i18n, zod, icons), one chunk.
 * Measured (docs/performance.md): leaving Mantine out lets the login page skip the signed-in
 * screens' components (-25 kB) but costs home +25 kB in fifty small chunks' headers.
 */
const vendorModules =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|zod|@mantine|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|clsx|dayjs[\\/]dayjs\.min|@tabler)[\\/]/;

// The dev server proxies the API to a locally running server (npm run dev:server, port 8080).
// The build writes a brotli and a gzip copy of every text asset; the server sends them with
// Content-Encoding (@fastify/static preCompressed).
export default defineConfig({
  plugins: [
    react(),
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
          // Fewer, larger chunks for the first screen: the libraries every screen runs on in one
          // chunk, the app's shared code (with what it imports) in another (measured: 75 requests on
          // /login became 16, Lighthouse mobile 66 -> 85, bench/web.bench.ts). Screens, the signed-in
          // layout, the contract's areas (loaded on their first call, shared/api/catalogue-loaders.ts)
          // and the large libraries of one screen (password strength, QR codes) keep their own chunks.
          groups: [
            { name: 'vendor', test: vendorModules, priority: 20 },
            {
              name: 'app',
              // The lazily loaded pages of src/app/routes (account page, not found) keep their own chunks,
              // the QR code (with its encoder) goes with the screens that show one, and the local
              // dictionaries (with the phone metadata) load on first use (decision 0084).
              test: /[\\/]src[\\/](shared[\\/](?!ui[\\/]qr-code|dictionaries[\\/]local-dictionary-data)|app[\\/](?!routes[\\/]|layouts[\\/](?:main-layout|user-menu)))/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
