import type { QuestionsTextKey } from './questions.de.ts';

export const questionsEn: Record<QuestionsTextKey, string> = {
  'questions.title': 'Questions & answers',
  'questions.introSeller':
    'Every seller of this request and the buyer see questions and answers. You appear as "Seller A", "Seller B" …, never by name. No contact details, please.',
  'questions.introOwner':
    'Sellers ask for details here. Every seller who sees the request sees your answer; an answer is final. No contact details, please.',
  'questions.empty': 'No questions yet.',
  'questions.asker': 'Seller {{letter}}',
  'questions.mine': 'Your question',
  'questions.answer': "Buyer's answer",
  'questions.awaiting': 'Not answered yet',
  'questions.askLabel': 'Your question to the buyer',
  'questions.askHint': '10 to 1000 characters, without e-mail, phone, web address or company names',
  'questions.askSubmit': 'Ask question',
  'questions.asked': 'Your question was posted',
  'questions.answerLabel': 'Your answer',
  'questions.answerSubmit': 'Send answer',
  'questions.answered': 'Your answer is visible to every seller',
  'questions.closed': 'The request has ended: no new questions or answers.',
  'questions.loadFailed': 'The questions could not be loaded.',
  'questions.failed': 'Not saved',
  'questions.withdraw': 'Withdraw offer',
  'questions.withdrawConfirm': 'Really withdraw the offer?',
  'questions.withdrawText':
    'The buyer will no longer see your offer. As long as no offer has been accepted, you may submit a new one.',
  'questions.withdrawAbort': 'Cancel',
  'questions.withdrawn': 'Offer withdrawn. You may submit a new offer.',
};
