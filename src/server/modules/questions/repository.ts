import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles } from '#server/db/schema/auth.ts';
import { requests } from '#server/db/schema/marketplace.ts';
import { buyerProfiles, sellerProfiles } from '#server/db/schema/parties.ts';
import { requestAskers, requestQuestions } from '#server/db/schema/questions.ts';

/* The questions module's own tables (decision 054) and the few request facts it needs. */

export type QuestionRow = typeof requestQuestions.$inferSelect;

/**
 * The request, locked against a concurrent order or a concurrent first question of another seller
 * (both take the request's row: the pseudonym's next number is read under it). Open: active, not
 * ordered, not expired.
 */
export async function lockRequest(tx: Db, requestId: string) {
  const [row] = await tx
    .select({
      buyerId: requests.buyerId,
      open: sql<boolean>`${requests.openToSellers} and (${requests.expiresAt} is null or ${requests.expiresAt} > now())`,
    })
    .from(requests)
    .where(eq(requests.id, requestId))
    .for('no key update');
  return row;
}

/** The request's owner and whether it is open, without a lock (reads). */
export async function findRequest(db: Db, requestId: string) {
  const [row] = await db
    .select({
      buyerId: requests.buyerId,
      open: sql<boolean>`${requests.openToSellers} and (${requests.expiresAt} is null or ${requests.expiresAt} > now())`,
    })
    .from(requests)
    .where(eq(requests.id, requestId))
    .limit(1);
  return row;
}

/** The company name of an account, buyer or seller (the contact rule refuses both parties' names). */
export async function companyNames(db: Db, ids: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ buyer: buyerProfiles.company, seller: sellerProfiles.companyName })
    .from(profiles)
    .leftJoin(buyerProfiles, eq(buyerProfiles.id, profiles.id))
    .leftJoin(sellerProfiles, eq(sellerProfiles.id, profiles.id))
    .where(
      sql`${profiles.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return rows.flatMap((r) => [r.buyer, r.seller].filter((n): n is string => Boolean(n)));
}

/** The seller's pseudonym on the request: the stored one, or the next letter (under the request's lock). */
export async function pseudonymFor(tx: Db, requestId: string, sellerId: string): Promise<number> {
  const [known] = await tx
    .select({ n: requestAskers.pseudonym })
    .from(requestAskers)
    .where(and(eq(requestAskers.requestId, requestId), eq(requestAskers.sellerId, sellerId)));
  if (known) return known.n;
  const [row] = await tx
    .insert(requestAskers)
    .values({
      requestId,
      sellerId,
      pseudonym: sql`(select coalesce(max(${requestAskers.pseudonym}), 0) + 1 from ${requestAskers} where ${requestAskers.requestId} = ${requestId})`,
    })
    .returning({ n: requestAskers.pseudonym });
  return row!.n;
}

export async function openQuestionsOf(tx: Db, requestId: string, sellerId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(requestQuestions)
    .where(
      and(
        eq(requestQuestions.requestId, requestId),
        eq(requestQuestions.sellerId, sellerId),
        isNull(requestQuestions.answer),
      ),
    );
  return row?.n ?? 0;
}

export async function insertQuestion(
  tx: Db,
  values: { requestId: string; sellerId: string; pseudonym: number; question: string },
): Promise<QuestionRow> {
  const [row] = await tx.insert(requestQuestions).values(values).returning();
  return row!;
}

export async function questionsOf(db: Db, requestId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(requestQuestions)
    .where(eq(requestQuestions.requestId, requestId))
    .orderBy(asc(requestQuestions.createdAt), asc(requestQuestions.id));
}

export async function findQuestion(db: Db, requestId: string, questionId: string) {
  const [row] = await db
    .select()
    .from(requestQuestions)
    .where(and(eq(requestQuestions.id, questionId), eq(requestQuestions.requestId, requestId)))
    .limit(1);
  return row;
}

/** Writes the one answer; undefined when the question was answered meanwhile. */
export async function answerQuestion(tx: Db, questionId: string, answer: string) {
  const [row] = await tx
    .update(requestQuestions)
    .set({ answer, answeredAt: new Date() })
    .where(and(eq(requestQuestions.id, questionId), isNull(requestQuestions.answer)))
    .returning();
  return row;
}

/** A question by id, for the consumers (mails, webhooks). */
export async function questionById(db: Db, questionId: string) {
  const [row] = await db.select().from(requestQuestions).where(eq(requestQuestions.id, questionId)).limit(1);
  return row;
}
