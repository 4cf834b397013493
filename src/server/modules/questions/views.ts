import { pseudonymLetters, type QuestionView } from '#shared/questions/schema.ts';
import type { QuestionRow } from './repository.ts';

/*
 * THE question view (DESIGN.md §5, decision 054): the asker only as the letters of its stored
 * pseudonym; the buyer never at all. `viewerId`: the reading seller (its own questions are
 * 'Ihre Frage'), null for the buyer and for webhooks.
 */
export function toQuestionView(row: QuestionRow, viewerId: string | null): QuestionView {
  return {
    id: row.id,
    asker: pseudonymLetters(row.pseudonym),
    mine: viewerId !== null && row.sellerId === viewerId,
    question: row.question,
    askedAt: row.createdAt.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}
