import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { documentHints } from './build/document-hints.ts';
import { screenModules } from './build/first-screen.ts';

/**
 * Libraries of one screen or one language, kept in their own chunks: password strength, QR codes,
 * phone metadata, the bot challenge, dayjs's locales. Every other library goes with the first
 * screen (`vendor`) or with the others (`vendor-more`).
 */
const oneScreenLibraries = /node_modules[\\/](@zxcvbn-ts|uqr|libphonenumber-js|altcha-lib|dayjs[\\/]locale)[\\/]/;

/** Any library (a module under node_modules). */
const nodeModules = /[\\/]node_modules[\\/]/;

/**
 * The app's shared code and layouts. The lazily loaded pages of src/app/routes (account page, not
 * found) keep their own chunks, the QR code (with its encoder) goes with the screens that show one,
 * and the local dictionaries (with the phone metadata) load on first use (decision 0084).
 */
const appModules =
  /[\\/]src[\\/](shared[\\/](?!ui[\\/]qr-code|dictionaries[\\/]local-dictionary-data)|app[\\/](?!routes[\\/]))/;

const rootsOf = (files: readonly string[]) => files.map((file) => path.resolve(import.meta.dirname, file));

/**
 * The first screen a visitor sees: the entry, the root layout and the login page, with the
 * contract's brand methods (read on every start) and sign-in routes. Its modules (measured, build/first-screen.ts)
 * are the `vendor` and `app` chunks.
 */
const firstScreen = {
  roots: rootsOf([
    'src/main.tsx',
    'src/app/layouts/root-layout.tsx',
    'src/features/auth/routes/login-page.tsx',
    '../../packages/contract/src/brands/brands.methods.ts',
    '../../packages/contract/src/auth/auth.routes.ts',
  ]),
  modules: new Set<string>(),
};

/**
 * The signed-in home beyond the first screen: the main layout, home and the contract's areas they
 * call at once. Its modules are one `home` chunk, downloaded in one go after sign-in.
 */
const homeScreen = {
  roots: rootsOf([
    'src/app/layouts/main-layout.tsx',
    'src/features/accounts/routes/home-page.tsx',
    '../../packages/contract/src/customers/customers.methods.ts',
    '../../packages/contract/src/accounts/accounts.methods.ts',
    '../../packages/contract/src/history/history.methods.ts',
    '../../packages/contract/src/kyc/kyc.methods.ts',
  ]),
  modules: new Set<string>(),
};

/**
 * The pages whose code the server names in the document of their addresses (build/document-hints.ts):
 * the root layout on every page, the login page, and the signed-in home.
 */
const hintedPages = {
  everyPage: rootsOf(['src/app/layouts/root-layout.tsx']),
  pages: [
    { paths: ['/', '/login'], roots: rootsOf(['src/features/auth/routes/login-page.tsx']) },
    {
      paths: ['/home'],
      roots: rootsOf(['src/app/layouts/main-layout.tsx', 'src/features/accounts/routes/home-page.tsx']),
    },
  ],
};

// The dev server proxies the API to a locally running server (npm run dev:server, port 8080).
// The build writes a brotli and a gzip copy of every text asset; the server sends them with
// Content-Encoding (@fastify/static preCompressed).
export default defineConfig({
  plugins: [
    react(),
    screenModules([firstScreen, homeScreen]),
    documentHints(hintedPages),
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
          // Fewer, larger chunks (docs/performance.md): the first screen's libraries and code, the
          // signed-in home's, then every other library and shared module; screens, the contract's
          // areas (loaded on their first call, shared/api/catalogue-loaders.ts) and the libraries of
          // one screen keep their own chunks. The library groups also take what their modules import
          // (a module that is only partly used still imports its other parts' files); our code's
          // groups take only their own modules, since following them would reach every component
          // through the packages' index files.
          groups: [
            {
              name: 'vendor',
              test: (id) => firstScreen.modules.has(id) && nodeModules.test(id),
              priority: 40,
            },
            {
              name: 'app',
              test: (id) => firstScreen.modules.has(id) && !nodeModules.test(id),
              priority: 30,
              includeDependenciesRecursively: false,
            },
            {
              name: 'home-vendor',
              test: (id) => homeScreen.modules.has(id) && !firstScreen.modules.has(id) && nodeModules.test(id),
              priority: 22,
            },
            {
              name: 'vendor-more',
              test: (id) => nodeModules.test(id) && !oneScreenLibraries.test(id),
              priority: 20,
              includeDependenciesRecursively: false,
            },
            {
              name: 'home',
              test: (id) => homeScreen.modules.has(id) && !firstScreen.modules.has(id) && !nodeModules.test(id),
              priority: 15,
              includeDependenciesRecursively: false,
            },
            { name: 'app-more', test: appModules, priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
