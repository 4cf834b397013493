import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { htmlTemplates, pdfTemplates } from '#server/db/schema/documents.ts';
import type { PageQuery } from '#shared/admin/common.ts';

export type HtmlTemplateRow = typeof htmlTemplates.$inferSelect;
export type PdfTemplateRow = typeof pdfTemplates.$inferSelect;

export async function listHtmlTemplates(db: Db, q: PageQuery) {
  const where = q.search
    ? sql`(${htmlTemplates.name} ilike ${`%${q.search}%`} or ${htmlTemplates.description} ilike ${`%${q.search}%`} or ${htmlTemplates.templateType} ilike ${`%${q.search}%`})`
    : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(htmlTemplates)
      .where(where)
      .orderBy(desc(htmlTemplates.isDefault), desc(htmlTemplates.updatedAt), desc(htmlTemplates.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(htmlTemplates).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
export async function findHtmlTemplate(db: Db, id: string) {
  return (await db.select().from(htmlTemplates).where(eq(htmlTemplates.id, id)).for('update').limit(1))[0];
}
export async function insertHtmlTemplate(db: Db, v: typeof htmlTemplates.$inferInsert) {
  return (await db.insert(htmlTemplates).values(v).returning())[0]!;
}
export async function updateHtmlTemplate(db: Db, id: string, v: Partial<typeof htmlTemplates.$inferInsert>) {
  return (
    await db
      .update(htmlTemplates)
      .set({ ...v, updatedAt: new Date() })
      .where(eq(htmlTemplates.id, id))
      .returning()
  )[0]!;
}
/** Spec 2 §4: setting a default clears the flag on the other templates of the type. */
export async function clearDefaultExcept(db: Db, templateType: string, id: string): Promise<void> {
  await db
    .update(htmlTemplates)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(htmlTemplates.templateType, templateType),
        eq(htmlTemplates.isDefault, true),
        ne(htmlTemplates.id, id),
      ),
    );
}
export async function deleteHtmlTemplate(db: Db, id: string) {
  await db.delete(htmlTemplates).where(eq(htmlTemplates.id, id));
}

export const listPdfTemplates = (db: Db) =>
  db.select().from(pdfTemplates).orderBy(desc(pdfTemplates.createdAt), desc(pdfTemplates.id));
export async function findPdfTemplate(db: Db, id: string, lock = false) {
  const q = db.select().from(pdfTemplates).where(eq(pdfTemplates.id, id)).limit(1);
  return (await (lock ? q.for('update') : q))[0];
}
export async function insertPdfTemplate(db: Db, v: typeof pdfTemplates.$inferInsert) {
  return (await db.insert(pdfTemplates).values(v).returning())[0]!;
}
/** Spec 2 §4: activating one first deactivates all others (at most one is active). */
export async function deactivateAllPdfTemplates(db: Db): Promise<void> {
  await db.update(pdfTemplates).set({ isActive: false }).where(eq(pdfTemplates.isActive, true));
}
export async function setPdfTemplateActive(db: Db, id: string, isActive: boolean) {
  return (await db.update(pdfTemplates).set({ isActive }).where(eq(pdfTemplates.id, id)).returning())[0]!;
}
export async function deletePdfTemplate(db: Db, id: string) {
  await db.delete(pdfTemplates).where(eq(pdfTemplates.id, id));
}
