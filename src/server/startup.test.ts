import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { seedDemo } from './db/seed/demo.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-data.ts';
import { buildApp } from './app.ts';
import { openConfiguredDatabase, prepareDatabase } from './startup.ts';
import { Client, openMigratedDatabase } from './test/harness.ts';

const scratch = () => mkdtempSync(path.join(os.tmpdir(), 'hp18-prod-'));

/** Everything production needs, so that each test can take one piece away. */
const production = () => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  DATA_DIR: scratch(),
  PUBLIC_URL: 'https://hydroparts.example',
  SMTP_URL: 'smtps://user:pass@mail.example.com:465',
  COMPANY_NAME: 'Muster Hydraulik GmbH',
  COMPANY_ADDRESS: 'Musterstraße 1, 70173 Stuttgart',
  COMPANY_MANAGING_DIRECTOR: 'Erika Muster',
  COMPANY_EMAIL: 'kontakt@muster.example',
});

describe('production is production (issue 18)', () => {
  it('starts with a complete configuration, without demo content', () => {
    const config = loadConfig(production());
    expect(config.seedDemo).toBe(false);
  });

  it('refuses SEED_DEMO=true', () => {
    expect(() => loadConfig({ ...production(), SEED_DEMO: 'true' })).toThrow(/SEED_DEMO: Demo-Daten/);
  });

  it('names every missing piece at once', () => {
    const env: Record<string, string> = { ...production() };
    for (const k of [
      'PUBLIC_URL',
      'SMTP_URL',
      'COMPANY_NAME',
      'COMPANY_ADDRESS',
      'COMPANY_MANAGING_DIRECTOR',
      'COMPANY_EMAIL',
    ]) {
      delete env[k];
    }
    const error = (() => {
      try {
        loadConfig(env);
      } catch (err) {
        return (err as Error).message;
      }
      return '';
    })();
    for (const k of [
      'PUBLIC_URL',
      'SMTP_URL',
      'COMPANY_NAME',
      'COMPANY_ADDRESS',
      'COMPANY_MANAGING_DIRECTOR',
      'COMPANY_EMAIL',
    ]) {
      expect(error).toContain(`  - ${k}: in production erforderlich`);
    }
  });

  it('accepts MAIL_KEEP=true as the explicit choice to keep mails', () => {
    const env: Record<string, string> = { ...production(), MAIL_KEEP: 'true' };
    delete env.SMTP_URL;
    expect(loadConfig(env).smtpUrl).toBeUndefined();
  });

  it.each(['smtp//kaputt', 'http://mail.example.com', 'smtps://'])(
    'says in one sentence that SMTP_URL %s is malformed',
    (url) => {
      expect(() => loadConfig({ NODE_ENV: 'test', SMTP_URL: url })).toThrow(
        /^Ungültige Konfiguration:\n {2}- SMTP_URL: [^\n]+$/,
      );
    },
  );

  it('says in one sentence that the database is unreachable', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/hp18_nowhere',
      AUTH_SECRET: 'b'.repeat(40),
    });
    await expect(openConfiguredDatabase(config)).rejects.toThrow(
      /^Die Datenbank hp18_nowhere auf 127\.0\.0\.1:1 ist nicht erreichbar \(.*\)\. Bitte DATABASE_URL prüfen\.$/,
    );
  });

  it(
    'never lets the demo admin in: not seeded in production, and locked where an old database has it',
    { timeout: 180_000 },
    async () => {
      for (const seededBefore of [false, true]) {
        const config = loadConfig({ ...production(), SMTP_URL: '', MAIL_KEEP: 'true' });
        const database = await openMigratedDatabase();
        if (seededBefore) {
          await prepareDatabase({ ...config, env: 'development', seedDemo: true }, database.db);
          expect(await seedDemo(database.db)).not.toHaveLength(0);
        }
        expect(await prepareDatabase(config, database.db)).toEqual([]);
        const app = await buildApp({ config, database, rateLimit: false });
        try {
          for (const u of DEMO_USERS) {
            const res = await new Client(app).post('/api/v1/auth/login', {
              email: u.email,
              password: DEMO_PASSWORD,
              role: u.role,
            });
            expect(res.statusCode, `${u.email} (seeded before: ${seededBefore})`).toBeGreaterThanOrEqual(400);
          }
        } finally {
          await app.close();
          await database.close();
        }
      }
    },
  );
});

describe('a quiet, local quick start (issue 34)', () => {
  const embedded = () => ({ LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', DATA_DIR: scratch() });

  it('listens on 127.0.0.1 while demo accounts exist, on every interface otherwise or when HOST says so', () => {
    expect(loadConfig(embedded())).toMatchObject({ seedDemo: true, host: '127.0.0.1' });
    expect(loadConfig({ ...embedded(), SEED_DEMO: 'false' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...embedded(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(production()).host).toBe('0.0.0.0');
  });

  it('logs requests only when asked, or in production', () => {
    expect(loadConfig(embedded()).logRequests).toBe(false);
    expect(loadConfig({ ...embedded(), LOG_REQUESTS: 'true' }).logRequests).toBe(true);
    expect(loadConfig(production()).logRequests).toBe(true);
    expect(loadConfig({ ...production(), LOG_REQUESTS: 'false' }).logRequests).toBe(false);
  });
});
