// One style for the whole repository (ESLint flat config; formatting is Prettier's, see .prettierrc.json).
// `npm run lint` runs this with --max-warnings 0, then `prettier --check`.
//
// The layout rules are lint rules here (import-x/no-restricted-paths):
// - no imports across apps (every app of apps.json: shell, store-remote, reader-remote, admin-remote):
//   remotes meet only through Module Federation and @exam/shared-contracts;
// - no imports from any front end into api/, nor from api/, shared-contracts/, web-platform/ or shared-ui/ into a
//   front end;
// - the layers of the shared packages: shared-contracts/ (contracts only) ← web-platform/ (the browser runtime)
//   ← shared-ui/ (the UI kit); each may import the ones before it, never one after it;
// - inside an app, one feature never imports another (`src/features/<a>` → `src/features/<b>`): what two
//   features share lives in the app's `components/`, `hooks/` or `lib/`.
//
// Two rules of this repository's own (scripts/lint/): `local/no-tracker-numbers`, no comment names an issue of the tracker
// by its number, which means nothing to a reader of the code (a comment says what it means instead); and
// `local/no-spec-sections` (scripts/lint/no-spec-sections.mjs), no comment names a numbered section of the
// product's source document outside the repository (a comment cites docs/domains/*.md or docs/*.md by
// heading instead).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { APPS } from './scripts/lib/apps.mjs';
import { noSpecSections } from './scripts/lint/no-spec-sections.mjs';
import { noTrackerNumbers } from './scripts/lint/no-tracker-numbers.mjs';
import { testProviders } from './scripts/lint/test-providers.mjs';
import { uiKitOnly } from './scripts/lint/ui-kit-only.mjs';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
/** The contracts' domain subpaths (`@exam/shared-contracts/<domain>`, shared-contracts/package.json). */
const CONTRACT_DOMAINS = ['catalogue', 'purchases', 'reading', 'exams', 'accounts', 'operations'];

/** The feature folders of an app (`<app>/src/features/*`), read from disk so a new feature is covered. */
function features(app) {
  const dir = path.join(ROOT, app, 'src', 'features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}

/** The rules of this repository (plugin `local`), each in scripts/lint/. */
const localPlugin = {
  rules: {
    'ui-kit-only': uiKitOnly,
    'no-tracker-numbers': noTrackerNumbers,
    'no-spec-sections': noSpecSections,
    'test-providers': testProviders,
  },
};

const boundaryZones = [
  // Apps never import each other, nor the API's code.
  ...APPS.flatMap((app) => [
    ...[...APPS.filter((other) => other !== app), 'api'].map((other) => ({
      target: `./${app}`,
      from: `./${other}`,
      message: `${app} must not import from ${other}: apps meet only through Module Federation and @exam/shared-contracts.`,
    })),
  ]),
  // The API, the contracts, the browser runtime and the UI kit never import a front end.
  ...['api', 'shared-contracts', 'web-platform', 'shared-ui'].flatMap((pkg) =>
    APPS.map((app) => ({
      target: `./${pkg}`,
      from: `./${app}`,
      message: `${pkg} must not import from the front end ${app}.`,
    })),
  ),
  { target: './shared-contracts', from: './api', message: 'shared-contracts must not import from api.' },
  { target: './shared-ui', from: './api', message: 'shared-ui must not import from api.' },
  { target: './web-platform', from: './api', message: 'web-platform must not import from api.' },
  // The API takes from the browser runtime only the page templates its web edge fills and the theme script its
  // Content Security Policy hashes (docs/serving.md): plain text and functions, no React, no browser state.
  {
    target: './api',
    from: './web-platform',
    except: ['./src/prerender/prerender-file.ts', './src/constants/theme-init.ts'],
    message:
      'api imports from web-platform only /prerender/file and /constants/theme-init: the rest runs in a browser.',
  },
  // The contracts hold no browser runtime: the web platform builds on them, never the other way round.
  {
    target: './shared-contracts',
    from: './web-platform',
    message:
      'shared-contracts must not import from web-platform: the browser runtime depends on the contracts.',
  },
  {
    target: './web-platform',
    from: './shared-ui',
    message: 'web-platform must not import from shared-ui: the kit depends on the browser runtime.',
  },
  // The UI kit builds on the contracts (theme, client), never the other way round.
  {
    target: './shared-contracts',
    from: './shared-ui',
    message: 'shared-contracts must not import from shared-ui: the kit depends on the contracts.',
  },
  { target: './api', from: './shared-ui', message: 'api must not import the UI kit (browser code).' },
  // Inside an app, a feature imports only itself and the app-level folders.
  ...APPS.flatMap((app) =>
    features(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: `features/${feature} must not import another feature of ${app}: move what both need to ${app}/src/{components,hooks,lib}.`,
    })),
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'releases/**',
      '**/.remote-types/**',
      '.tools/**',
      '.data/**',
      '.test-data/**',
      '.test-results/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX, local: localPlugin },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-duplicates': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'local/no-tracker-numbers': 'error',
      'local/no-spec-sections': 'error',
    },
  },
  {
    // Buttons, cards, panels and dialogs are the UI kit's (scripts/lint/ui-kit-only.mjs): not the apps', the
    // contracts' nor the web platform's.
    files: [
      ...APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
      'shared-contracts/src/**/*.{ts,tsx}',
      'web-platform/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/__tests__/**'],
    rules: { 'local/ui-kit-only': 'error' },
  },
  {
    // A component test of a front end or of the kit renders through the kit's test helper
    // (scripts/lint/test-providers.mjs), the one file that builds the providers. The web platform's tests
    // may not import the kit (it builds on the platform), so they are not in this list.
    files: [...APPS, 'shared-ui'].flatMap((dir) => [
      `${dir}/src/**/__tests__/**/*.{ts,tsx}`,
      `${dir}/src/**/*.test.{ts,tsx}`,
    ]),
    rules: { 'local/test-providers': 'error' },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    ignores: ['api/**', 'scripts/**', 'e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The router and Redux Toolkit reach the apps only through the web platform's shared surfaces: a
    // direct import would bundle a second React Router (with its own context) or a second RTK.
    files: [...APPS.map((app) => `${app}/**`), 'shared-contracts/**', 'web-platform/**', 'shared-ui/**'],
    ignores: ['web-platform/src/router/**', 'web-platform/src/redux/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message: "Import the router from '@exam/web-platform/router' (one shared copy).",
            })),
            ...['@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'].map((name) => ({
              name,
              message: "Import Redux Toolkit from '@exam/web-platform/redux' (one shared copy).",
            })),
          ],
        },
      ],
    },
  },
  {
    // The front ends take the API's contracts as types only: a value from a domain's contracts (or the
    // shared `/http` part) evaluates every TypeBox schema of its index as the app starts (77 ms of a phone's
    // main thread on the exam screen). Their constants come from '@exam/shared-contracts/constants', the
    // exam screen's rules from '@exam/shared-contracts/exams/screen'.
    files: APPS.map((app) => `${app}/src/**`),
    ignores: ['**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['http', ...CONTRACT_DOMAINS].map((sub) => ({
            name: `@exam/shared-contracts/${sub}`,
            allowTypeImports: true,
            message:
              "Values come from '@exam/shared-contracts/constants'; the API's contracts are types here.",
          })),
        },
      ],
    },
  },
  {
    // Scripts and the API print to the terminal on purpose.
    files: [
      'scripts/**',
      'api/src/server.ts',
      'api/src/migrate.ts',
      'api/src/db/seed.ts',
      'api/src/db/prepare.ts',
      'api/src/deploy/write-nginx-headers.ts',
      '**/*.cjs',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs', 'api/jest.config.js', 'api/test/helpers/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Formatting belongs to Prettier: turn off every stylistic rule it owns.
  prettier,
);
