import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { documentHints } from './build/document-hints.ts';
import { screenModules, screenWithout } from './build/first-screen.ts';
import { screenStyles } from './build/screen-styles.ts';
import { zodConfigured } from './build/zod-configured.ts';
import { firstScreenPaths } from './src/app/first-screen-paths.ts';

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
 * the local dictionaries (with the phone metadata) load on first use (decision 0084), and so does
 * the stylesheet of all of Mantine's styles (src/shared/styles/all-styles.ts).
 */
const appModules =
  /[\\/]src[\\/](shared[\\/](?!ui[\\/]qr-code|dictionaries[\\/]local-dictionary-data|styles[\\/](all-styles-sheet|home-styles))|app[\\/](?!routes[\\/]))/;

const rootsOf = (files: readonly string[]) => files.map((file) => path.resolve(import.meta.dirname, file));

/**
 * The first screen a visitor sees: the entry, the root layout and the login page. Its modules
 * (measured, build/first-screen.ts) are the `vendor` and `app` chunks. The form's rules and the
 * sign-in's declarations (with zod) load when the form is first focused (decision 0126).
 */
const firstScreen = {
  roots: rootsOf([
    'src/main.tsx',
    'src/start.tsx',
    'src/app/layouts/root-layout.tsx',
    'src/features/auth/routes/login-page.tsx',
  ]),
  modules: new Set<string>(),
};

/** The signed-in home: the main layout, home and the contract's areas they call at once. */
const signedInHome = rootsOf([
  'src/app/layouts/main-layout.tsx',
  'src/features/accounts/routes/home-page.tsx',
  'src/features/accounts/api/home-prefetch.ts',
  'src/app/layouts/main-layout-data.ts',
  '../../packages/contract/src/customers/customers.methods.ts',
  '../../packages/contract/src/accounts/accounts.methods.ts',
  '../../packages/contract/src/history/history.methods.ts',
  '../../packages/contract/src/kyc/kyc.methods.ts',
]);
/**
 * The signed-in home beyond the first screen, and what signing in needs (the login form's rules,
 * the second steps and the sign-in's routes, with zod: decision 0126). Its modules are one `home` chunk (and
 * `home-vendor`), downloaded when the login form is first focused, or after sign-in.
 */
const homeScreen = {
  roots: [
    ...rootsOf([
      'src/features/auth/components/login-form-rules.ts',
      'src/features/auth/components/code-step.tsx',
      'src/features/auth/components/push-step.tsx',
      '../../packages/contract/src/auth/auth.routes.ts',
    ]),
    ...signedInHome,
  ],
  modules: new Set<string>(),
};

/**
 * The header's menus (language, colour scheme), downloaded after the first screen rendered
 * (src/shared/ui/header-menu.tsx): Mantine's Menu with Floating UI, one `header-menu` chunk.
 */
const headerMenu = {
  roots: rootsOf(['src/shared/ui/header-menu-dropdown.tsx']),
  modules: new Set<string>(),
};

/**
 * The pages whose code the server names in the document of their addresses (build/document-hints.ts):
 * the root layout on every page, the login page, and the signed-in home.
 */
const hintedPages = {
  everyPage: rootsOf(['src/start.tsx', 'src/app/layouts/root-layout.tsx']),
  beyondFirstScreen: rootsOf(['src/shared/styles/all-styles-sheet.ts']),
  pages: [
    // Sent painted by the server (decision 0129).
    {
      paths: firstScreenPaths,
      roots: rootsOf(['src/features/auth/routes/login-page.tsx']),
      strings: 'first' as const,
      prerendered: true,
    },
    // Home's own code, and the contract's areas it calls at once (each area's first call loads it).
    // Its own share of the strings and styles instead of all of them (decision 0128).
    {
      paths: ['/home'],
      roots: [...signedInHome, ...rootsOf(['src/shared/styles/home-styles-sheet.ts'])],
      strings: 'home' as const,
      ownStyles: true,
    },
  ],
};

/** The entry module (index.html's script). */
const entry = path.resolve(import.meta.dirname, 'src/main.tsx');

/** Where every import of zod goes first: zod's configuration (decision 0126). */
const zodConfig = path.resolve(import.meta.dirname, 'src/shared/zod-config.ts');

// The dev server proxies the API to a locally running server (npm run dev:server, port 8080).
// The build writes a brotli and a gzip copy of every text asset; the server sends them with
// Content-Encoding (@fastify/static preCompressed).
export default defineConfig({
  plugins: [
    react(),
    zodConfigured(zodConfig),
    screenModules([firstScreen, homeScreen, headerMenu], () => [zodConfigured(zodConfig)]),
    screenWithout(
      firstScreen,
      /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]shared[\\/]zod-config\.ts$/,
      'load the schema where it is used, after the first paint (decision 0126)',
    ),
    screenStyles(path.resolve(import.meta.dirname, 'src/app/first-screen-styles.css'), firstScreen),
    screenStyles(path.resolve(import.meta.dirname, 'src/shared/styles/home-styles.css'), homeScreen, firstScreen),
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
              // The entry, and Vite's helper it loads the rest with, stay out: the entry runs the rest
              // after the first paint (src/main.tsx), so it must not import this chunk.
              test: (id) =>
                firstScreen.modules.has(id) &&
                !nodeModules.test(id) &&
                id !== entry &&
                !id.includes('vite/preload-helper'),
              priority: 30,
              includeDependenciesRecursively: false,
            },
            {
              name: 'header-menu',
              // What the signed-in home runs goes with it (home-vendor), not with the menus it opens later.
              test: (id) =>
                headerMenu.modules.has(id) &&
                !firstScreen.modules.has(id) &&
                !homeScreen.modules.has(id) &&
                !id.endsWith('.css'),
              priority: 21,
            },
            {
              name: 'home-vendor',
              test: (id) => homeScreen.modules.has(id) && !firstScreen.modules.has(id) && nodeModules.test(id),
              priority: 22,
            },
            {
              name: 'vendor-more',
              // Stylesheets excepted: all of Mantine's styles are one stylesheet of their own (src/shared/styles/all-styles.ts).
              test: (id) => nodeModules.test(id) && !oneScreenLibraries.test(id) && !id.endsWith('.css'),
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
