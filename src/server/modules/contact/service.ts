import type { Ctx } from '#server/ctx.ts';
import type { ContactMessage } from '#shared/contact/schema.ts';
import { enqueueMail } from '#server/modules/mail/outbox.ts';
import * as repo from './repository.ts';
import { toSiteInfo } from './views.ts';

/**
 * DESIGN.md §7: the contact form stores the message and mails the operator. Both happen in one
 * transaction, so a stored message always has its mail in the outbox and vice versa.
 */
export async function submitContactMessage({
  ctx,
  input,
}: {
  ctx: Ctx<null>;
  input: ContactMessage;
}): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await repo.insertContactMessage(tx, input);
    await enqueueMail(tx, {
      to: ctx.deps.config.operatorEmail,
      recipientType: 'admin',
      templateType: 'contact_message',
      // The operator reads German; the sender's UI language does not change the mail.
      language: 'de',
      variables: {
        name: input.name,
        email: input.email,
        company: input.company ?? '–',
        subject: input.subject,
        message: input.message,
      },
    });
  });
}

/** Imprint and privacy notice name the operator; the values live in configuration, not in code. */
export function siteInfo({ ctx }: { ctx: Ctx<null> }) {
  return toSiteInfo(ctx.deps.config.company);
}
