import { defineConfig } from 'vitest/config';

// Unit tests (src/shared) and API tests (src/server, app.inject against a real database).
// Without TEST_DATABASE_URL every test file gets its own in-memory PGlite; with it, the
// suite runs against that PostgreSQL database (see scripts/test-pg.ts).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['src/server/test/global-setup.ts'],
  },
});
