import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalPrivacyDe } from '#shared/i18n/features/legal-privacy.de.ts';
import { contactMessages } from '#server/db/schema/messaging.ts';
import { loadConfig } from '#server/config.ts';
import { startTestApp, type TestApp } from '#server/test/harness.ts';
import { applyRetention } from './service.ts';

/*
 * Issue 32: every period the privacy notice states is kept by a job. The notice's retention
 * section is parsed (the German text is the binding one); each stated period is tied to the
 * retention setting that enforces it, whose default may not exceed it.
 */

const NUMBERS: Record<string, number> = { zwölf: 12, sechs: 6, drei: 3, zehn: 10, vierzehn: 14 };
const DAY = 86_400_000;

/** "Kontaktanfragen: … spätestens zwölf Monate danach" → { 'Kontaktanfragen': 365 days }. */
function statedPeriods(body: string): Map<string, number> {
  const periods = new Map<string, number>();
  for (const line of body.split('\n')) {
    const m = /^- ([^:]+):.*?\b(\d+|zwölf|sechs|drei|zehn|vierzehn) (Monate|Tage)\b/.exec(line);
    if (!m) continue;
    const n = NUMBERS[m[2]!] ?? Number(m[2]);
    periods.set(m[1]!.trim(), m[3] === 'Monate' ? Math.floor((n * 365) / 12) : n);
  }
  return periods;
}

/** Which retention setting keeps each period the notice states (undefined: kept elsewhere). */
const ENFORCED_BY: Record<string, keyof ReturnType<typeof loadConfig>['ops']['retention'] | 'server log'> = {
  Kontaktanfragen: 'contactMessagesDays',
  'Protokolle der versendeten E-Mails': 'emailLogsDays',
  // Access logs are the reverse proxy's and the platform's (deploy/, docs/operations.md).
  'Technische Zugriffsprotokolle des Servers': 'server log',
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the privacy notice’s retention periods and the jobs that keep them (issue 32)', () => {
  const stated = statedPeriods(legalPrivacyDe['privacy.retention.body']);
  const retention = loadConfig({ NODE_ENV: 'test' }).ops.retention;

  it('finds the periods the notice states', () => {
    expect(Object.fromEntries(stated)).toEqual({
      Kontaktanfragen: 365,
      'Protokolle der versendeten E-Mails': 365,
      'Technische Zugriffsprotokolle des Servers': 14,
    });
  });

  it('ties each stated period to a setting whose default keeps it', () => {
    for (const [what, days] of stated) {
      const setting = ENFORCED_BY[what];
      expect(setting, `no job keeps "${what}"`).toBeDefined();
      if (setting === 'server log') continue;
      expect(retention[setting!], what).toBeLessThanOrEqual(days);
    }
  });

  it('deletes contact requests older than twelve months and keeps the others', async () => {
    const rows = await t.database.db
      .insert(contactMessages)
      .values([
        {
          name: 'Alt',
          email: 'alt@example.test',
          subject: 'S',
          message: 'M',
          createdAt: new Date(Date.now() - 366 * DAY),
        },
        {
          name: 'Neu',
          email: 'neu@example.test',
          subject: 'S',
          message: 'M',
          createdAt: new Date(Date.now() - 300 * DAY),
        },
      ])
      .returning({ id: contactMessages.id, name: contactMessages.name });
    await applyRetention({ ctx: { db: t.database.db }, input: { periods: retention } });
    const left = await t.database.db
      .select({ name: contactMessages.name })
      .from(contactMessages)
      .where(
        inArray(
          contactMessages.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left).toEqual([{ name: 'Neu' }]);
  });
});
