import type { Db } from '#server/db/client.ts';
import { enqueueMail, enqueueRenderedMails } from '#server/modules/mail/outbox.ts';
import { questionById } from '#server/modules/questions/read.ts';
import { findRequestWithOwner } from '#server/modules/requests/read.ts';
import { answerAudience } from '#server/modules/seller-market/read.ts';
import { companyRecipients } from '#server/modules/teams/read.ts';

/*
 * Decision 054: the mails of questions answered to all bidders. Neither names the other party: the
 * buyer reads the question, the bidders the question and its answer, both passed the contact rule.
 */

/** A seller asked: the request's owner, with the question. */
export async function notifyQuestionAsked(tx: Db, siteUrl: string, questionId: string): Promise<void> {
  const q = await questionById(tx, questionId);
  const request = q && (await findRequestWithOwner(tx, q.requestId));
  if (!q || !request) return; // deleted with its request
  const dashboard =
    request.buyerRole === 'seller' ? '/seller-dashboard?tab=my-requests' : '/buyer-dashboard?tab=requests';
  // Decision 071: the request's assignee, else the owner and 'Einkauf' who chose 'alle' and its creator.
  const [recipients = []] = await companyRecipients(tx, [
    { companyId: request.buyerId, requestId: request.id },
  ]);
  for (const r of recipients) {
    await enqueueMail(tx, {
      to: r.email,
      recipientType: 'buyer',
      templateType: 'question_asked',
      language: r.language,
      variables: {
        part_number: request.partNumber,
        question: q.question,
        dashboard_url: `${siteUrl}${dashboard}`,
      },
    });
  }
}

/**
 * The buyer answered: every seller with a pending offer on the request ('Neue Antwort …').
 * Decision 073: the bidders of this job's batch of the event's stored audience, in one statement,
 * each once per (question, seller), the template rendered once per language.
 */
export async function notifyQuestionAnswered(
  tx: Db,
  siteUrl: string,
  questionId: string,
  audience: { eventId: number; batch?: { offset: number; limit: number } },
): Promise<void> {
  const q = await questionById(tx, questionId);
  const request = q && (await findRequestWithOwner(tx, q.requestId));
  const answer = q?.answer;
  if (!q || !answer || !request) return;
  const bidders = (await answerAudience(tx, audience)).filter((s) => s.bidder);
  // Decision 071: in each bidding company, the request's assignee, else the owner and 'Vertrieb'
  // who chose 'alle' (one statement set for the whole batch). A one-member company's owner keeps
  // the key it had: (question, seller company).
  const perCompany = await companyRecipients(
    tx,
    bidders.map((s) => ({ companyId: s.id, requestId: q.requestId })),
  );
  const recipients = perCompany.flat();
  await enqueueRenderedMails(
    tx,
    recipients.map((s) => ({
      dedupeKey: `mail:question_answered:${questionId}:${s.id}`,
      mail: {
        to: s.email,
        recipientType: 'seller' as const,
        templateType: 'question_answered',
        language: s.language,
        variables: {
          part_number: request.partNumber,
          question: q.question,
          answer,
          dashboard_url: `${siteUrl}/seller-dashboard?tab=offers`,
        },
      },
    })),
    siteUrl,
  );
}
