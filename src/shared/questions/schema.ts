import { z } from 'zod';
import { text } from '#shared/common/text.ts';
import { carriesContactData, CONTACT_DATA_REFUSED } from './contact-data.ts';

/*
 * Questions answered to all bidders (issue 30, decision 054): the form's and the server's schemas.
 * The form refuses e-mail, phone and web addresses already; the server adds the parties' company
 * names, which only it knows.
 */

export const QUESTION_MIN = 10;
export const QUESTION_MAX = 1000;
export const ANSWER_MAX = 2000;
/** Unanswered questions one seller may have on one request at a time (anti-spam). */
export const MAX_OPEN_QUESTIONS_PER_SELLER = 5;

export const MSG_QUESTION_LENGTH = `Bitte formulieren Sie Ihre Frage mit ${QUESTION_MIN} bis ${QUESTION_MAX} Zeichen`;
export const MSG_ANSWER_LENGTH = `Bitte geben Sie eine Antwort mit höchstens ${ANSWER_MAX} Zeichen ein`;
export const MSG_ANSWER_REQUIRED = 'Bitte geben Sie eine Antwort ein';
export const MSG_TOO_MANY_OPEN_QUESTIONS = `Sie haben bereits ${MAX_OPEN_QUESTIONS_PER_SELLER} unbeantwortete Fragen zu dieser Anfrage. Bitte warten Sie auf die Antworten.`;
export const MSG_QUESTION_NOT_FOUND = 'Frage nicht gefunden';
export const MSG_ALREADY_ANSWERED = 'Diese Frage wurde bereits beantwortet';
export const MSG_REQUEST_NOT_OPEN = 'Fragen und Antworten sind nur möglich, solange die Anfrage offen ist';

const noContact = (v: string) => !carriesContactData(v);

export const askQuestionInputSchema = z.object({
  text: text()
    .trim()
    .min(QUESTION_MIN, MSG_QUESTION_LENGTH)
    .max(QUESTION_MAX, MSG_QUESTION_LENGTH)
    .refine(noContact, CONTACT_DATA_REFUSED),
});
export type AskQuestionInput = z.infer<typeof askQuestionInputSchema>;

export const answerQuestionInputSchema = z.object({
  text: text()
    .trim()
    .min(1, MSG_ANSWER_REQUIRED)
    .max(ANSWER_MAX, MSG_ANSWER_LENGTH)
    .refine(noContact, CONTACT_DATA_REFUSED),
});
export type AnswerQuestionInput = z.infer<typeof answerQuestionInputSchema>;

/**
 * A question as every reader sees it: the asker only as a letter of its stored pseudonym ('A' →
 * 'Verkäufer A'), `mine` true only for the asking seller ('Ihre Frage').
 */
export const questionViewSchema = z.object({
  id: z.uuid(),
  asker: text(),
  mine: z.boolean(),
  question: text(),
  askedAt: text(),
  answer: text().nullable(),
  answeredAt: text().nullable(),
});
export type QuestionView = z.infer<typeof questionViewSchema>;

export const questionListSchema = z.object({
  items: z.array(questionViewSchema),
  /** Whether questions may still be asked and answered (the request is open). */
  open: z.boolean(),
});
export type QuestionList = z.infer<typeof questionListSchema>;

/** 1 → 'A', 26 → 'Z', 27 → 'AA': the pseudonym's letters. */
export function pseudonymLetters(n: number): string {
  let s = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(65 + ((k - 1) % 26)) + s;
  return s;
}
