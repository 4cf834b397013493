import type { autoOffersDe } from './auto-offers.de.ts';

export const autoOffersFr: Record<keyof typeof autoOffersDe, string> = {
  'autoOffer.title': 'Offres automatiques',
  'autoOffer.intro':
    'Lorsqu’une nouvelle demande correspond à votre stock, HydroParts soumet une seule offre en votre nom – uniquement dans les limites ci-dessous : prix unitaire et délai de livraison de l’article en stock, votre condition de paiement par défaut, sans frais de port. Vous pouvez retirer toute offre automatique tant qu’elle n’est pas acceptée.',
  'autoOffer.enabled': 'Soumettre automatiquement des offres à partir du stock',
  'autoOffer.offHint': 'Désactivé (par défaut) : vous confirmez chaque offre vous-même.',
  'autoOffer.maxQuantity': 'Quantité maximale par offre (pièces)',
  'autoOffer.maxOrderValue': 'Valeur maximale par offre (HT, €)',
  'autoOffer.validityDays': 'Validité (jours)',
  'autoOffer.rules':
    'Aucune offre automatique si la quantité demandée dépasse le maximum, si votre stock ne la couvre pas ou si la valeur (prix unitaire × quantité) dépasse la valeur maximale. Valable au plus jusqu’à la fin de la demande.',
  'autoOffer.save': 'Enregistrer les paramètres',
  'autoOffer.saved': 'Paramètres des offres automatiques enregistrés',
  'autoOffer.loadFailed': 'Les paramètres des offres automatiques n’ont pas pu être chargés.',
  'autoOffer.badge': 'soumise automatiquement',
};
