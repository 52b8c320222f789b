// The workspace's lint rules, including the boundaries between apps (written as rules, with
// messages that say where code goes).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const APPS = ['shell', 'mf-marketing', 'mf-auth', 'mf-buyer', 'mf-supplier', 'mf-krishika'];
// shared-ui and shared-auth are federated singletons; shared-api is bundled into the apps that use it.
const SHARED_PACKAGES = ['shared-ui', 'shared-auth', 'shared-api'];

/** What every file of `app` may not import: another app, or a shared package by path. */
function appPatterns(app) {
  const others = APPS.filter((other) => other !== app);
  return [
    {
      group: others.flatMap((other) => [other, `${other}/*`, `**/${other}/**`]),
      message:
        'Apps never import each other. Link by path, or move shared code into shared-ui / shared-auth / shared-api.',
    },
    {
      group: SHARED_PACKAGES.map((pkg) => `**/${pkg}/src/**`),
      message: `Import shared packages by name ('shared-ui', 'shared-auth', 'shared-api'), never by path.`,
    },
  ];
}

/** Each app may import only itself, the shared packages and npm packages: never another app. */
function appBoundaries(app) {
  return {
    files: [`${app}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: appPatterns(app) }] },
  };
}

/** An app's features (folders of src/features/), read when the config loads. */
function featuresOf(app) {
  const folder = path.join(repoRoot, app, 'src', 'features');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Inside an app, a feature uses another feature only through its public entry (features/<name>/
 * index.ts), in the manner of bulletproof-react: `../../suppliers` is allowed, `../../suppliers/api/x`
 * is not. (These blocks repeat the app's own patterns: a later block replaces a rule's options.)
 */
function featureBoundaries(app) {
  const features = featuresOf(app);
  return features.map((feature) => {
    const others = features.filter((other) => other !== feature);
    return {
      files: [`${app}/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...appPatterns(app),
              ...(others.length > 0
                ? [
                    {
                      regex: `^(\\.\\./)+(${others.join('|')})/.+`,
                      message: `Use another feature through its public entry (features/<name>/index.ts), not its files.`,
                    },
                  ]
                : []),
            ],
          },
        ],
      },
    };
  });
}

/** The shared packages stand below the apps and never reach up into them. */
const sharedBoundaries = {
  files: SHARED_PACKAGES.map((pkg) => `${pkg}/**/*.{ts,tsx}`),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: APPS.flatMap((app) => [app, `${app}/*`, `**/${app}/**`]),
            message: 'The shared packages are used by the apps; they never import an app.',
          },
        ],
      },
    ],
  },
};

/**
 * shared-api's client side (`shared-api`: the request layer, server state, the readers) never imports
 * its workspace UI (`shared-api/ui`: the company form, the conversation view, states, formatters,
 * option lists): the UI is built on the client, not the reverse. Repeats the shared packages' rule,
 * which this one replaces for these files.
 */
const sharedApiClientSide = {
  files: [
    'shared-api/src/{index,marketplaceClient,clientContext,serverState,useSubmission,specMessages,wire,threads,files}.{ts,tsx}',
    'shared-api/src/{company,account}/{index,api,refreshProfile}.ts',
  ],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...sharedBoundaries.rules['no-restricted-imports'][1].patterns,
          {
            regex: String.raw`^(\.\.?/)+(ui|States|ThreadMessages|format|specOptions|(company|account)/ui|CompanyForm|form|companySchema|AccountDataSection)$`,
            message:
              "shared-api's client side never imports its UI (shared-api/ui): the UI is built on the client, not the reverse.",
          },
        ],
      },
    ],
  },
};

/** Every workspace package above a base package (which may import none of them). */
const PACKAGES_ABOVE = [...APPS, ...SHARED_PACKAGES, 'api', 'engine', 'supabase-emulator'];

/** A base package: it imports no workspace package above it, plus any extra patterns of its own. */
function basePackage(name, message, extraPatterns = []) {
  return {
    files: [`${name}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: PACKAGES_ABOVE.flatMap((pkg) => [pkg, `${pkg}/*`, `**/${pkg}/**`]), message },
            ...extraPatterns,
          ],
        },
      ],
    },
  };
}

/** The contracts stand below everything: the database, the api and the apps all read them. */
const contractsBoundaries = basePackage(
  'contracts',
  'contracts import no workspace package: every layer depends on them, never the reverse.',
);

/**
 * api-client is the one request layer of every app: framework-free and below them, so it imports no
 * app, no React (nor a React-bound library) and no other workspace package but the contracts.
 */
const apiClientBoundaries = basePackage(
  'api-client',
  'api-client imports no app and no other workspace package but contracts: the apps use it, never the reverse.',
  [
    {
      group: [
        'react',
        'react/*',
        'react-dom',
        'react-dom/*',
        'react-router',
        'react-router-dom',
        'styled-components',
        'zustand',
      ],
      message:
        'api-client is framework-free: no React. Keep React glue (contexts, hooks) in the app or shared-api.',
    },
  ],
);

/**
 * Other packages use the emulator through its public entry (package.json `exports`), never its files,
 * so its internals can move without breaking the api's tests, seeds and benches or the e2e suite.
 */
const EMULATOR_ENTRY_PATTERN = {
  group: ['supabase-emulator/src', 'supabase-emulator/src/**', '**/supabase-emulator/src/**'],
  message:
    "Import the emulator from its public entries, 'supabase-emulator/testing' (tests, seeds, benches) or 'supabase-emulator/keys' (the local keys), never from its files; add what you need there.",
};
const emulatorEntry = {
  files: ['api/**/*.ts', 'e2e/**/*.ts', 'tooling/**/*.ts'],
  rules: { 'no-restricted-imports': ['error', { patterns: [EMULATOR_ENTRY_PATTERN] }] },
};

/**
 * An api route file never imports an index that registers routes (its own folder's or one above): the
 * index imports the route files, so that is a cycle, even for a type (import-x/no-cycle skips those).
 * What route plugins share lives in modules of its own (routes/v1/deps.ts, schemas.ts).
 */
const routeIndexes = {
  files: ['api/src/routes/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          EMULATOR_ENTRY_PATTERN,
          {
            regex: '^(\\./|(\\.\\./)+)index(\\.ts)?$',
            message:
              'Route files never import a routes index (it imports them: a cycle). Put what they share in a module of its own (deps.ts, schemas.ts).',
          },
        ],
      },
    ],
  },
};

/**
 * No import cycles inside a remote (its features stay layered). Only src/exposes/ is public: other
 * apps can't import a remote at all (appBoundaries), so the federation `exposes` map is the contract.
 */
const remoteLayering = {
  files: ['mf-*/src/**/*.{ts,tsx}', 'api/src/**/*.ts', 'engine/src/**/*.ts', 'supabase-emulator/src/**/*.ts'],
  plugins: { 'import-x': importX },
  rules: {
    // ignoreExternal: dependencies are not walked (a bundled dependency such as PGlite's dist
    // overflows the parser and is not ours to layer).
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
  settings: {
    // Without a resolver and the TypeScript extensions import-x follows no import, and no-cycle
    // passes every file unseen (it did, before a test asked it to find a cycle).
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    'import-x/ignore': ['node_modules'],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.ladle-build/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Node code: build tooling, tests of the composed site, and the servers (which log to stdout).
    files: [
      '**/*.{mjs,js}',
      'tooling/**',
      'e2e/**',
      'supabase-emulator/**',
      'api/**',
      '**/vite.config.ts',
      'vitest.config.mjs',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  ...APPS.map(appBoundaries),
  ...APPS.flatMap(featureBoundaries),
  sharedBoundaries,
  sharedApiClientSide,
  contractsBoundaries,
  apiClientBoundaries,
  emulatorEntry,
  routeIndexes,
  remoteLayering,
  prettier,
);
