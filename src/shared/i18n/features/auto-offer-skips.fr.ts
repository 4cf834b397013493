import type { autoOfferSkipsDe } from './auto-offer-skips.de.ts';

export const autoOfferSkipsFr: Record<keyof typeof autoOfferSkipsDe, string> = {
  'autoOfferSkip.off':
    'Pas d’offre automatique : les offres automatiques sont désactivées (Stock → Offres automatiques).',
  'autoOfferSkip.seller_gate':
    'Pas d’offre automatique : votre compte ne pouvait pas soumettre d’offres à ce moment-là (validation, période d’essai ou paiement).',
  'autoOfferSkip.request_ended': 'Pas d’offre automatique : la demande était déjà terminée.',
  'autoOfferSkip.quantity_over_limit':
    'Pas d’offre automatique : la quantité demandée dépasse votre quantité maximale par offre.',
  'autoOfferSkip.stock_too_low': 'Pas d’offre automatique : votre stock ne couvre pas la quantité demandée.',
  'autoOfferSkip.value_over_limit':
    'Pas d’offre automatique : la valeur (prix unitaire × quantité) dépasse votre valeur maximale par offre.',
  'autoOfferSkip.refused': 'Pas d’offre automatique : la demande n’était plus ouverte à votre offre.',
  'autoOfferSkip.upload':
    'Pas d’offre automatique : cette correspondance provient de votre import de stock – les offres automatiques ne concernent que les nouvelles demandes.',
};
