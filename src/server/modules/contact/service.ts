import type { Deps } from '../../deps.ts';
import type { ContactMessage } from '../../../shared/contact/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import * as repo from './repository.ts';

/**
 * DESIGN.md §7: the contact form stores the message and mails the operator. Both happen in one
 * transaction, so a stored message always has its mail in the outbox and vice versa.
 */
export async function submitContactMessage(deps: Deps, input: ContactMessage): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await repo.insertContactMessage(tx, input);
    await enqueueMail(tx, {
      to: deps.config.operatorEmail,
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
