import { type Ctx, companyOf } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import { recordEvent } from '#server/events/record.ts';
import { isVisibleToSeller } from '#server/modules/seller-market/read.ts';
import { carriesContactData, CONTACT_DATA_REFUSED } from '#shared/questions/contact-data.ts';
import {
  MAX_OPEN_QUESTIONS_PER_SELLER,
  MSG_ALREADY_ANSWERED,
  MSG_QUESTION_NOT_FOUND,
  MSG_REQUEST_NOT_OPEN,
  MSG_TOO_MANY_OPEN_QUESTIONS,
  type AnswerQuestionInput,
  type AskQuestionInput,
  type QuestionList,
  type QuestionView,
} from '#shared/questions/schema.ts';
import * as repo from './repository.ts';
import { toQuestionView } from './views.ts';

/*
 * Questions answered to all bidders (issue 30, decision 054). A seller who may see a request (the
 * request detail's own check, seller-market's isVisibleToSeller) asks while it is open; its buyer
 * answers each question once; every seller who may see it and the buyer read all of them.
 */

export const MSG_REQUEST_NOT_FOUND = 'Anfrage nicht gefunden';

async function assertSellerMaySee(ctx: Ctx, requestId: string): Promise<void> {
  if (!(await isVisibleToSeller(ctx.db, companyOf(ctx), requestId)))
    throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
}

/** The contact rule with both parties' company names (the form checks the rest already). */
async function refuseContactData(ctx: Ctx, text: string, partyIds: readonly string[]): Promise<void> {
  if (carriesContactData(text, await repo.companyNames(ctx.db, partyIds)))
    throw new AppError('VALIDATION', CONTACT_DATA_REFUSED);
}

export async function questionsForSeller({
  ctx,
  input: { requestId },
}: {
  ctx: Ctx;
  input: { requestId: string };
}): Promise<QuestionList> {
  await assertSellerMaySee(ctx, requestId);
  const request = await repo.findRequest(ctx.db, requestId);
  const rows = await repo.questionsOf(ctx.db, requestId);
  return { items: rows.map((r) => toQuestionView(r, companyOf(ctx))), open: Boolean(request?.open) };
}

export async function questionsForOwner({
  ctx,
  input: { requestId },
}: {
  ctx: Ctx;
  input: { requestId: string };
}): Promise<QuestionList> {
  const request = await repo.findRequest(ctx.db, requestId);
  if (!request || request.buyerId !== ctx.user.companyId)
    throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
  const rows = await repo.questionsOf(ctx.db, requestId);
  return { items: rows.map((r) => toQuestionView(r, null)), open: request.open };
}

export async function askQuestion({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: AskQuestionInput & { requestId: string };
}): Promise<QuestionView> {
  const sellerId = companyOf(ctx);
  await assertSellerMaySee(ctx, input.requestId);
  const owner = await repo.findRequest(ctx.db, input.requestId);
  if (!owner) throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
  await refuseContactData(ctx, input.text, [owner.buyerId, sellerId]);
  const row = await ctx.db.transaction(async (tx) => {
    const request = await repo.lockRequest(tx, input.requestId);
    if (!request) throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
    if (!request.open) throw new AppError('UNPROCESSABLE', MSG_REQUEST_NOT_OPEN);
    if ((await repo.openQuestionsOf(tx, input.requestId, sellerId)) >= MAX_OPEN_QUESTIONS_PER_SELLER)
      throw new AppError('RATE_LIMITED', MSG_TOO_MANY_OPEN_QUESTIONS);
    const pseudonym = await repo.pseudonymFor(tx, input.requestId, sellerId);
    const q = await repo.insertQuestion(tx, {
      requestId: input.requestId,
      sellerId,
      pseudonym,
      question: input.text,
    });
    await recordEvent(
      tx,
      {
        type: 'request.question_asked',
        questionId: q.id,
        requestId: input.requestId,
        buyerId: request.buyerId,
        sellerId,
      },
      sellerId,
    );
    return q;
  });
  ctx.deps.jobs.nudge();
  return toQuestionView(row, sellerId);
}

export async function answerQuestion({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: AnswerQuestionInput & { requestId: string; questionId: string };
}): Promise<QuestionView> {
  const buyerId = companyOf(ctx);
  const owner = await repo.findRequest(ctx.db, input.requestId);
  if (!owner || owner.buyerId !== buyerId) throw new AppError('NOT_FOUND', MSG_REQUEST_NOT_FOUND);
  const question = await repo.findQuestion(ctx.db, input.requestId, input.questionId);
  if (!question) throw new AppError('NOT_FOUND', MSG_QUESTION_NOT_FOUND);
  await refuseContactData(ctx, input.text, [buyerId, question.sellerId]);
  const row = await ctx.db.transaction(async (tx) => {
    const request = await repo.lockRequest(tx, input.requestId);
    if (!request?.open) throw new AppError('UNPROCESSABLE', MSG_REQUEST_NOT_OPEN);
    // One answer per question, final: sellers price on it (decision 054).
    const answered = await repo.answerQuestion(tx, input.questionId, input.text);
    if (!answered) throw new AppError('CONFLICT', MSG_ALREADY_ANSWERED);
    await recordEvent(
      tx,
      { type: 'request.question_answered', questionId: answered.id, requestId: input.requestId, buyerId },
      buyerId,
    );
    return answered;
  });
  ctx.deps.jobs.nudge();
  return toQuestionView(row, null);
}
