import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { translations } from '#server/db/schema/platform.ts';

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

export type TranslationRow = typeof translations.$inferSelect;

export interface TranslationFilter {
  search?: string | undefined;
  language?: string | undefined;
  category?: string | undefined;
}

function filterWhere(f: TranslationFilter) {
  const conditions = [];
  if (f.language) conditions.push(eq(translations.language, f.language));
  if (f.category) conditions.push(eq(translations.category, f.category));
  if (f.search) {
    const like = `%${f.search}%`;
    conditions.push(
      sql`(${translations.key} ilike ${like} or ${translations.value} ilike ${like} or ${translations.description} ilike ${like})`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listTranslations(db: Db, f: TranslationFilter & { page: number; pageSize: number }) {
  const where = filterWhere(f);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(translations)
      .where(where)
      .orderBy(asc(translations.key), asc(translations.language))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(translations).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export function allTranslations(db: Db, f: TranslationFilter) {
  return db
    .select()
    .from(translations)
    .where(filterWhere(f))
    .orderBy(asc(translations.key), asc(translations.language));
}

export async function findTranslation(db: Db, id: string) {
  return (await db.select().from(translations).where(eq(translations.id, id)).for('update').limit(1))[0];
}

export async function findTranslationByKey(db: Db, key: string, language: string) {
  return (
    await db
      .select()
      .from(translations)
      .where(and(eq(translations.key, key), eq(translations.language, language)))
      .for('update')
      .limit(1)
  )[0];
}

export async function insertTranslation(db: Db, v: typeof translations.$inferInsert) {
  return (await db.insert(translations).values(v).returning())[0]!;
}

export async function updateTranslation(db: Db, id: string, v: Partial<typeof translations.$inferInsert>) {
  return (
    await db
      .update(translations)
      .set({ ...v, updatedAt: new Date() })
      .where(eq(translations.id, id))
      .returning()
  )[0]!;
}
