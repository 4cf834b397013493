import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
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
  'billing',
  'catalog',
  'translations',
  'contact',
  'buyers',
  'sellers',
  'admin/catalog',
  'seller-market',
  'seller-performance',
  'seller-settings',
  'notification-settings',
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
  'teams',
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
/**
 * The web's domains follow the business (issue 28): a request, its offers, the order. A feature
 * may use the features src/web/features/flow.json lists for it, and only through that feature's
 * public `index.ts` (as a server module reads another only through read.ts); everything else is
 * composed in src/web/app. `npm run graph` counts the imports against it.
 */
const webFeatureFlow = JSON.parse(readFileSync('src/web/features/flow.json', 'utf8'));
const mayUse = (feature) => webFeatureFlow[feature] ?? [];
/** A feature imports its own files (by alias too), another feature's only as the flow allows. */
const featureIsolation = (feature) => [
  {
    group: webFeatures
      .filter((f) => f !== feature && !mayUse(feature).includes(f))
      .flatMap((f) => [`\\#web/features/${f}`, `\\#web/features/${f}/**`]),
    message: `Web features do not import each other (${feature} → another feature) unless the domain flow allows it (src/web/features/flow.json); move the shared part to src/web/components or src/web/lib, or compose the features in src/web/app.`,
  },
  ...mayUse(feature).map((f) => ({
    group: [`\\#web/features/${f}/**`, `!\\#web/features/${f}/index.ts`],
    message: `${feature} uses ${f} only through its public file: import from '#web/features/${f}/index.ts' (export what you need there).`,
  })),
];
/**
 * Issue 28: src/web/components is shared UI without data. A component that fetches or writes
 * belongs to its domain's feature; the shared part takes the data as props.
 */
const componentsWithoutData = [
  {
    group: ['\\#web/lib/api-client.ts', '@tanstack/react-query', '\\#web/features/**'],
    allowTypeImports: true,
    message:
      "src/web/components holds shared UI without data: no API calls or queries here. Put the data-owning component in its domain's feature (src/web/features/<domain>/components, its fetcher and hook in the feature's api/) and pass the data in as props.",
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
    except: [`./${feature}`, ...mayUse(feature).map((f) => `./${f}/index.ts`)],
    message: `Web features do not import each other (${feature} → another feature) unless the domain flow allows it, and then only through the other's index.ts (src/web/features/flow.json); move the shared part to src/web/components or src/web/lib, or compose the features in src/web/app.`,
  })),
  {
    target: './src/web/components',
    from: ['./src/web/features', './src/web/lib/api-client.ts'],
    message:
      "src/web/components holds shared UI without data: no API calls or feature code here. Put the data-owning component in its domain's feature and pass the data in as props.",
  },
];

// The server's modules and how they may reach each other (decision 038). A module reads another
// only through its public files: read.ts (what others may query), views.ts (DTOs), and the steps
// named here that others call in their own transaction. Everything else of a module — its
// repository above all — is its own.
const serverModules = readdirSync('src/server/modules', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const publicSteps = {
  jobs: ['queue.ts', 'runner.ts'],
  mail: ['outbox.ts', 'mask.ts'],
  audit: ['record.ts'],
  admin: ['audited-write.ts', 'list-route.ts', 'crud-routes.ts'],
  documents: ['service.ts', 'docx-check.ts'],
  // Issue 32: a VAT id's VIES check, queued or asked by signup, profile changes and the order page.
  'vat-ids': ['checks.ts'],
  // Issue 32: the admin's deletion of a buyer with orders erases the account (decision 052).
  privacy: ['erase.ts'],
  // Decision 062: the stock consumer's automatic offers submit through the same door as the form.
  'seller-market': ['offer-step.ts'],
  // Decision 067: a new request's PDF documents are checked and stored in the request's transaction.
  attachments: ['intake.ts'],
  // Decision 071: a request's assignment, in the transaction of the module that checked access.
  teams: ['assign.ts'],
};
// The consumers of domain events: only src/server/consumers.ts wires them in.
const eventConsumers = ['notifications', 'webhooks', 'live'];
const moduleZones = serverModules.flatMap((module) => [
  {
    target: `./src/server/modules/${module}`,
    from: './src/server/modules',
    except: [
      `./${module}`,
      ...serverModules
        .filter((m) => m !== module)
        .flatMap((m) => ['read.ts', 'views.ts', ...(publicSteps[m] ?? [])].map((f) => `./${m}/${f}`)),
    ],
    message: `A module reads another only through its public read or view file (${module} → another module's inner file): import that module's read.ts or views.ts — add the read there (a re-export of its repository's function is fine) — never its repository or service (decision 038).`,
  },
  ...(eventConsumers.includes(module)
    ? []
    : eventConsumers.map((consumer) => ({
        target: `./src/server/modules/${module}`,
        from: `./src/server/modules/${consumer}`,
        message: `Producers never call a consumer (${module} → ${consumer}): record what happened with recordEvent(tx, event) from #server/events/record.ts and let ${consumer} react in its on-events.ts (subscribe it in src/server/events/subscriptions.ts; decision 038).`,
      }))),
]);

/**
 * import-x/no-cycle with a message that says what to do: its own says only that there is a cycle.
 * Wraps the rule and appends the hint to each report.
 */
const noCycleWithHint = {
  meta: { ...importX.rules['no-cycle'].meta },
  create(context) {
    const messages = importX.rules['no-cycle'].meta.messages ?? {};
    const hint =
      'Break the cycle: the lower module must not know the higher one — move the shared part down (src/shared, a read.ts of the module that owns the data), or turn the call into a domain event (recordEvent; decision 038).';
    const proxy = Object.create(context, {
      report: {
        value: (d) => {
          const text = (d.message ?? messages[d.messageId] ?? '').replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k) =>
            String(d.data?.[k] ?? ''),
          );
          context.report({ node: d.node, loc: d.loc, message: `${text}. ${hint}` });
        },
      },
    });
    return importX.rules['no-cycle'].create(proxy);
  },
};

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
    // Module boundaries on resolved paths (decision 038); tests may look anywhere.
    files: ['src/server/modules/**'],
    ignores: ['src/server/modules/**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...pathZones, ...moduleZones] }] },
  },
  {
    // No import cycles anywhere on the server (runtime imports; type imports bind no load order).
    files: ['src/server/**'],
    plugins: { server: { rules: { 'no-cycle': noCycleWithHint } } },
    // The cycle search parses every imported file: it needs to know TypeScript files.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'server/no-cycle': 'error' },
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
  {
    files: ['src/web/components/**'],
    ignores: ['src/web/components/**/*.test.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: componentsWithoutData }] },
  },
  prettier,
);
