import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: `server` (src/shared, src/server and the web app's plain modules, in node) and
// `web` (React components with Testing Library, in happy-dom). Database tests copy one migrated
// and seeded database that src/server/test/global-setup.ts makes once per run (a PGlite snapshot,
// or a PostgreSQL template database with scripts/test-pg.ts), so test files run in parallel.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: both work; most of a database test's time is spent waiting anyway.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.isolated.test.ts'],
          environment: 'node',
          pool: 'forks',
          // One module graph per worker: importing the app (~2 s) once, not once per file.
          // Test files share no state: each starts its own app on its own database.
          isolate: false,
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/fast-passwords.ts'],
          // Inlined so that fast-passwords.ts's mock reaches better-auth's own imports.
          server: { deps: { inline: ['better-auth', /@better-auth\//] } },
        },
      },
      {
        extends: true,
        test: {
          // A file that replaces a module with vi.mock needs a module graph of its own: in the
          // shared one an earlier file may have loaded the real module already.
          name: 'server-isolated',
          include: ['src/**/*.isolated.test.ts'],
          environment: 'node',
          pool: 'forks',
          isolate: true,
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/fast-passwords.ts'],
          server: { deps: { inline: ['better-auth', /@better-auth\//] } },
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          isolate: false,
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
    ],
  },
});
