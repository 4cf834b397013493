import type { QuestionsTextKey } from './questions.de.ts';

export const questionsIt: Record<QuestionsTextKey, string> = {
  'questions.title': 'Domande e risposte',
  'questions.introSeller':
    'Tutti i venditori di questa richiesta e l’acquirente vedono domande e risposte. Lei appare come «Venditore A», «Venditore B» …, mai con il suo nome. Niente dati di contatto, per favore.',
  'questions.introOwner':
    'Qui i venditori chiedono dettagli. Tutti i venditori che vedono la richiesta vedono la sua risposta; una risposta è definitiva. Niente dati di contatto, per favore.',
  'questions.empty': 'Ancora nessuna domanda.',
  'questions.asker': 'Venditore {{letter}}',
  'questions.mine': 'La sua domanda',
  'questions.answer': 'Risposta dell’acquirente',
  'questions.awaiting': 'Non ancora risposta',
  'questions.askLabel': 'La sua domanda all’acquirente',
  'questions.askHint': 'Da 10 a 1000 caratteri, senza e-mail, telefono, indirizzo web o nomi di aziende',
  'questions.askSubmit': 'Fai la domanda',
  'questions.asked': 'La sua domanda è stata pubblicata',
  'questions.answerLabel': 'La sua risposta',
  'questions.answerSubmit': 'Invia risposta',
  'questions.answered': 'La sua risposta è visibile a tutti i venditori',
  'questions.closed': 'La richiesta è terminata: nessuna nuova domanda o risposta.',
  'questions.loadFailed': 'Non è stato possibile caricare le domande.',
  'questions.failed': 'Non salvato',
  'questions.withdraw': 'Ritira offerta',
  'questions.withdrawConfirm': 'Ritirare davvero l’offerta?',
  'questions.withdrawText':
    'L’acquirente non vedrà più la sua offerta. Finché nessuna offerta è stata accettata, può presentarne una nuova.',
  'questions.withdrawAbort': 'Annulla',
  'questions.withdrawn': 'Offerta ritirata. Può presentare una nuova offerta.',
};
