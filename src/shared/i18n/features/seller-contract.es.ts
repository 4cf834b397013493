import type { SellerContractTextKey } from './seller-contract.de.ts';

export const sellerContractEs: Record<SellerContractTextKey, string> = {
  'contract.title': 'Su membresía de vendedor',
  'contract.fee': '{{fee}} netos más IVA al mes',
  'contract.term': 'Duración del contrato {{months}} meses, preaviso de {{notice}} meses',
  'contract.trial':
    'Los primeros {{days}} días son gratuitos; la duración empieza cuando se aprueba su cuenta.',
};
