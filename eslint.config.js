import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';

// Architecture boundaries of DESIGN.md §2, each with the reason a developer sees in the editor.
const noServerOrWeb = [
  {
    group: ['\\#server/*', '**/server/**'],
    message: 'src/shared runs in the browser too: it must not import server code.',
  },
  {
    group: ['\\#web/*', '**/web/**'],
    message: 'src/shared must not import web code; put the shared part in src/shared.',
  },
];
const sharedPlatform = [
  { group: ['node:*'], message: 'src/shared runs in the browser: no node:* modules.' },
  { group: ['react', 'react-dom', 'react/*'], message: 'src/shared is framework-free: no React.' },
  { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'src/shared must not know the database.' },
  { group: ['fastify', '@fastify/*'], message: 'src/shared must not know the HTTP server.' },
];
const serverRules = [
  {
    group: ['\\#web/*', '**/web/**'],
    message: 'The server never imports web code; share through src/shared.',
  },
];
// Type imports (the Db type a service passes on) are fine; runtime access is not. A module's
// repository is repository.ts or, when it outgrows one file, a repository/ folder (decision 028).
const repositoryFiles = ['src/server/modules/**/repository.ts', 'src/server/modules/**/repository/*.ts'];
const dbOnlyInRepositories = [
  {
    group: ['\\#server/db/**', '**/db/**'],
    allowTypeImports: true,
    message:
      "Only repository files (repository.ts, repository/*.ts) touch the database. Call the module's repository.",
  },
  {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    allowTypeImports: true,
    message:
      "Only repository files (repository.ts, repository/*.ts) use Drizzle. Call the module's repository.",
  },
];
// Modules in the layered shape (decision 012): their route files call services only. Add a
// module here once its routes no longer reach past the service.
const layeredModules = [
  'catalog',
  'translations',
  'contact',
  'buyers',
  'sellers',
  'admin/catalog',
  'seller-market',
  'seller-settings',
  'documents',
  'ops',
  'auth',
  'requests',
  'orders',
  'order-lifecycle',
  'ratings',
  'admin',
  'admin/buyers',
  'admin/marketplace',
  'admin/messages',
  'admin/sellers',
  'admin/templates',
  'api-keys',
  'webhooks',
  'live',
];
const routesCallServices = [
  {
    // repository.ts, and the files of a repository/ folder (seller-market's).
    group: ['**/repository*', '**/repository/**'],
    message:
      'Routes call service operations (operation({ ctx, input })), never a repository: move the query behind a function in service.ts (decision 012).',
  },
  {
    group: ['\\#server/db/**', '**/db/**', 'drizzle-orm', 'drizzle-orm/*'],
    message:
      'Routes never touch the database: call an operation in service.ts, which calls the repository (decision 012).',
  },
];
const webRules = [
  {
    group: ['\\#server/*', '**/server/**'],
    message: 'The web app never imports server code; share through src/shared.',
  },
];
const webFeatures = readdirSync('src/web/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** A feature imports its own files (by alias too), never another feature's. */
const featureIsolation = (feature) => [
  {
    group: webFeatures
      .filter((f) => f !== feature)
      .flatMap((f) => [`\\#web/features/${f}`, `\\#web/features/${f}/**`]),
    message: `Web features do not import each other (${feature} → another feature); move the shared part to src/web/components or src/web/lib, or compose the features in src/web/app.`,
  },
];

// The same boundaries on resolved paths, so that `../../features/x` fails like `#web/features/x`.
const pathZones = [
  {
    target: './src/shared',
    from: ['./src/server', './src/web'],
    message: 'src/shared runs in the browser and on the server: it imports neither server nor web code.',
  },
  {
    target: './src/server',
    from: './src/web',
    message: 'The server never imports web code; share through src/shared.',
  },
  {
    target: './src/web',
    from: './src/server',
    message: 'The web app never imports server code; share through src/shared.',
  },
  ...webFeatures.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: `Web features do not import each other (${feature} → another feature); move the shared part to src/web/components or src/web/lib, or compose the features in src/web/app.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'src/server/db/migrations',
      'test-results',
      'playwright-report',
      'build',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: pathZones }] },
  },
  {
    files: ['src/shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...noServerOrWeb, ...sharedPlatform] }] },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverRules }] },
  },
  {
    files: ['src/server/modules/**'],
    ignores: [...repositoryFiles, 'src/server/modules/**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: dbOnlyInRepositories }] },
  },
  {
    files: layeredModules.map((m) => `src/server/modules/${m}/*routes.ts`),
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: routesCallServices }] },
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: webRules }],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`src/web/features/${feature}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...webRules, ...featureIsolation(feature)] }] },
  })),
  prettier,
);
