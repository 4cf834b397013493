import type { SellerContractTextKey } from './seller-contract.de.ts';

export const sellerContractFr: Record<SellerContractTextKey, string> = {
  'contract.title': 'Votre abonnement vendeur',
  'contract.fee': '{{fee}} HT, TVA en sus, par mois',
  'contract.term': 'Durée du contrat {{months}} mois, préavis de {{notice}} mois',
  'contract.trial':
    'Les {{days}} premiers jours sont gratuits ; la durée commence après la validation de votre compte.',
};
