import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Next to the app port, so that parallel runs on different E2E_PORTs do not collide.
const MAIL_SINK_SMTP_PORT = PORT + 1000;
const MAIL_SINK_HTTP_PORT = PORT + 2000;
// Issue 32: the journeys' VIES (e2e/support/fake-vies.ts), so VAT ids are confirmed without the EU.
const FAKE_VIES_PORT = PORT + 3000;

// Journeys that change what every other journey sees: the demo admin's second factor, a site-wide
// translation, a demo account's stored language (a journey beside them saw the demo seller's
// dashboard in English). They run after the others, one at a time.
const EXCLUSIVE = [
  'admin.spec.ts',
  'two-factor.spec.ts',
  'languages.spec.ts',
  'billing.spec.ts',
  'charts.spec.ts',
  'insight.spec.ts',
  'issue-30.spec.ts',
  'questions.spec.ts',
  'widening.spec.ts',
  'team-invitation-mail.spec.ts',
];

/**
 * Journeys in the system Chromium (no browser download): the real server on the embedded
 * database, started fresh with demo content for each run. Journeys create their own requests and
 * offers (e2e/support/fixtures.ts), so files run in two workers; the tests of one file in order.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  // Eight branches share two cores: a page can take longer than the default 5 s to answer.
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'journeys', testIgnore: EXCLUSIVE },
    { name: 'exclusive', testMatch: EXCLUSIVE, dependencies: ['journeys'], workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'de-DE',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // The app's SMTP peer: journeys read the mails it receives (e2e/support/mailbox.ts).
      command: 'node --disable-warning=ExperimentalWarning e2e/support/mail-sink.ts',
      url: `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        MAIL_SINK_SMTP_PORT: String(MAIL_SINK_SMTP_PORT),
        MAIL_SINK_HTTP_PORT: String(MAIL_SINK_HTTP_PORT),
      },
    },
    {
      command: 'node --disable-warning=ExperimentalWarning e2e/support/fake-vies.ts',
      url: `http://127.0.0.1:${FAKE_VIES_PORT}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_VIES_PORT: String(FAKE_VIES_PORT) },
    },
    {
      command: `rm -rf .e2e-data && node --disable-warning=ExperimentalWarning src/server/main.ts`,
      url: `http://localhost:${PORT}/api/v1/auth/session`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        // The server runs in UTC, the browsers in Europe/Berlin: dates must not move (issue 13).
        TZ: 'UTC',
        DATA_DIR: '.e2e-data',
        PUBLIC_URL: `http://localhost:${PORT}`,
        LOG_LEVEL: 'warn',
        // Every journey signs in from 127.0.0.1: the per-address limit would count them all together.
        AUTH_RATE_LIMIT_PER_MINUTE: '100',
        // The webhook journey's receiver listens on 127.0.0.1 over plain http (issue 15).
        WEBHOOK_ALLOW_PRIVATE: 'true',
        // The push journey's test push service listens on 127.0.0.1 over plain http (issue 31).
        PUSH_ALLOW_PRIVATE: 'true',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}?ignoreTLS=true`,
        VIES_URL: `http://127.0.0.1:${FAKE_VIES_PORT}/check-vat-number`,
      },
    },
  ],
});
