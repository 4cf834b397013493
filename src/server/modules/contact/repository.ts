import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema/messaging.ts';
import type { ContactMessage } from '#shared/contact/schema.ts';

export async function insertContactMessage(db: Db, input: ContactMessage): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      company: input.company ?? null,
      subject: input.subject,
      message: input.message,
    })
    .returning({ id: contactMessages.id });
  return { id: row!.id };
}

/** The stored messages of one sender, newest first (tests; the admin area later). */
export async function findContactMessagesByEmail(db: Db, email: string) {
  return db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(desc(contactMessages.createdAt));
}
