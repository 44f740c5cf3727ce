// ESLint flat config: typescript-eslint for every package, React hooks rules for the web,
// and the dependency direction of DESIGN §2 / §7.1 enforced as import boundaries.
import js from '@eslint/js';
import boundaries from './tools/eslint-boundaries.js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
    // Server modules call each other only through exported use cases, never another module's repository.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository.ts', '../*/*.repository'],
              message: "use the other module's exported use cases, not its repository",
            },
          ],
        },
      ],
    },
  },
);
