import type { QuestionsTextKey } from './questions.de.ts';

export const questionsFr: Record<QuestionsTextKey, string> = {
  'questions.title': 'Questions et réponses',
  'questions.introSeller':
    'Tous les vendeurs de cette demande et l’acheteur voient les questions et réponses. Vous apparaissez comme « Vendeur A », « Vendeur B » …, jamais sous votre nom. Pas de coordonnées, s’il vous plaît.',
  'questions.introOwner':
    'Les vendeurs demandent ici des précisions. Tous les vendeurs qui voient la demande voient votre réponse ; une réponse est définitive. Pas de coordonnées, s’il vous plaît.',
  'questions.empty': 'Aucune question pour l’instant.',
  'questions.asker': 'Vendeur {{letter}}',
  'questions.mine': 'Votre question',
  'questions.answer': 'Réponse de l’acheteur',
  'questions.awaiting': 'Pas encore de réponse',
  'questions.askLabel': 'Votre question à l’acheteur',
  'questions.askHint': '10 à 1000 caractères, sans e-mail, téléphone, adresse web ni nom de société',
  'questions.askSubmit': 'Poser la question',
  'questions.asked': 'Votre question a été publiée',
  'questions.answerLabel': 'Votre réponse',
  'questions.answerSubmit': 'Envoyer la réponse',
  'questions.answered': 'Votre réponse est visible par tous les vendeurs',
  'questions.closed': 'La demande est terminée : plus de nouvelles questions ni réponses.',
  'questions.loadFailed': 'Les questions n’ont pas pu être chargées.',
  'questions.failed': 'Non enregistré',
  'questions.withdraw': 'Retirer l’offre',
  'questions.withdrawConfirm': 'Retirer vraiment l’offre ?',
  'questions.withdrawText':
    'L’acheteur ne verra plus votre offre. Tant qu’aucune offre n’a été acceptée, vous pouvez en soumettre une nouvelle.',
  'questions.withdrawAbort': 'Annuler',
  'questions.withdrawn': 'Offre retirée. Vous pouvez soumettre une nouvelle offre.',
};
