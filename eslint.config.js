// ESLint flat config: typescript-eslint for every package, React hooks rules for the web,
// and the dependency direction of DESIGN §2 / §7.1 enforced as import boundaries.
import js from '@eslint/js';
import boundaries from './tools/eslint-boundaries.js';

/** The server modules' layers, lowest first (decision 0130; docs/ARCHITECTURE.md). */
const serverModuleLayers = [
  // Reference data and the API reference: no business state of a customer.
  ['brands', 'dictionaries', 'bank-data', 'fx', 'fees', 'docs'],
  // Who is who: the customer record and its standing, users, companies, access rights, permissions.
  ['identity'],
  // Credentials and sessions, the admin audit log, the ledger, limits and the blacklist.
  ['credentials', 'admin-audit', 'ledger', 'limits', 'blacklist'],
  // A customer's devices, documents, accounts, crypto wallets, receipts and statements.
  ['devices', 'documents', 'accounts', 'crypto', 'receipts', 'statements'],
  // Security settings, profile, money movements (every money submit: holds, approvals), history.
  ['security', 'profile', 'money-movements', 'history'],
  // The token service's sign-in flows, identity verification, tax certification, transfers, payouts.
  ['auth', 'identity-verification', 'tax-certification', 'transfers', 'payouts'],
  // Customer info and the KYC decisions, which read everything below.
  ['customers'],
  // Businesses, their people and access, onboarding.
  ['business', 'company-access', 'onboarding'],
  ['company'],
  // Demo data uses every module.
  ['seed'],
];
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Classic scripts the web app loads as they are (public/color-scheme.js): browser globals, no modules.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // shared → features → app (bulletproof-react): shared imports neither; features never import app.
      'boundaries/restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/shared',
              from: './apps/web/src/features',
              message: 'shared code must not import a feature',
            },
            {
              target: './apps/web/src/shared',
              from: './apps/web/src/app',
              message: 'shared code must not import the app layer',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'features must not import the app layer',
            },
          ],
        },
      ],
      // No feature imports another feature; screens in app/ compose them.
      'boundaries/isolated-folders': [
        'error',
        {
          folder: 'apps/web/src/features',
          message: 'features must not import each other; compose them in app/ instead',
        },
      ],
    },
  },
  {
    // Server modules (docs/decisions/0019-module-boundaries.md): a module reaches another only through
    // its index.ts; a module's tables are its own (its <area>.schema.ts) and the schema barrel is
    // for the database client, drizzle-kit and tests. A *.schema.ts may import another module's
    // *.schema.ts, for foreign keys only.
    files: ['apps/server/src/modules/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/isolated-folders': [
        'error',
        {
          folder: 'apps/server/src/modules',
          entries: ['index.ts'],
          siblingSuffix: '.schema.ts',
          message: 'import another module only through its index.ts (its use cases), never its files or tables',
        },
      ],
      'boundaries/restricted-paths': [
        'error',
        {
          zones: [
            {
              target: 'apps/server/src/modules',
              from: 'apps/server/src/db/schema',
              message: "use your module's own <area>.schema.ts; other modules' tables through their index.ts",
            },
            {
              target: 'apps/server/src/modules',
              from: 'apps/server/src/platform/platform.schema.ts',
              message: "platform tables belong to platform code; use the platform's functions",
            },
          ],
        },
      ],
    },
  },
  {
    // Server modules in layers (decision 0130, docs/ARCHITECTURE.md "Server modules in layers"): a
    // module imports only modules of lower layers, so no import cycle runs between modules; a module
    // reacts to a higher one's change by a subscription to its events or a handler its manifest
    // declares. Tests may import any module (they set up and inspect whole journeys).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/layered-folders': [
        'error',
        {
          folder: 'apps/server/src/modules',
          layers: serverModuleLayers,
          // identity_verification_runs.business_person_id references a business person: the
          // business module verifies its people through identity verification (decision 0130).
          foreignKeys: ['identity-verification>business'],
          message: 'a module imports only modules of lower layers (decision 0130)',
        },
      ],
    },
  },
  {
    // A module's *.schema.ts exports only the tables it defines: another module's table is imported
    // for a foreign key, never passed on (decision 0130).
    files: ['apps/server/src/modules/**/*.schema.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportNamedDeclaration[source]', message: 'a schema file exports only its own tables' },
        { selector: 'ExportAllDeclaration', message: 'a schema file exports only its own tables' },
      ],
    },
  },
  {
    // The platform and the dispatcher sit below the modules (DESIGN §2): they never import one; a
    // module's handlers, routes, jobs and push handlers reach them through its manifest (decision 0026).
    files: ['apps/server/src/platform/**/*.ts', 'apps/server/src/rpc/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/restricted-paths': [
        'error',
        {
          zones: [
            {
              target: 'apps/server/src',
              from: 'apps/server/src/modules',
              message: 'platform and rpc code must not import a module; declare it in the module manifest instead',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may set up and inspect any table through the schema barrel; they still reach other
    // modules only through their index.ts.
    files: ['apps/server/src/modules/**/*.test.ts'],
    rules: { 'boundaries/restricted-paths': 'off' },
  },
);
