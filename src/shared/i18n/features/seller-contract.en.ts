import type { SellerContractTextKey } from './seller-contract.de.ts';

export const sellerContractEn: Record<SellerContractTextKey, string> = {
  'contract.title': 'Your seller membership',
  'contract.fee': '{{fee}} net plus VAT per month',
  'contract.term': 'Contract term {{months}} months, notice period {{notice}} months',
  'contract.trial': 'The first {{days}} days are free; the term begins once your account is approved.',
};
