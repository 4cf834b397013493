import type { SellerContractTextKey } from './seller-contract.de.ts';

export const sellerContractIt: Record<SellerContractTextKey, string> = {
  'contract.title': 'La Sua iscrizione come venditore',
  'contract.fee': '{{fee}} netto più IVA al mese',
  'contract.term': 'Durata del contratto {{months}} mesi, preavviso di {{notice}} mesi',
  'contract.trial':
    'I primi {{days}} giorni sono gratuiti; la durata inizia dopo l’approvazione del Suo account.',
};
