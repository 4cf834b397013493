import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { translations } from '../../db/schema/platform.ts';

export async function activeTranslations(db: Db, language: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(and(eq(translations.language, language), eq(translations.isActive, true)));
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function activeLanguages(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ language: translations.language })
    .from(translations)
    .where(eq(translations.isActive, true))
    .orderBy(sql`1`);
  return rows.map((r) => r.language);
}
