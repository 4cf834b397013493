import type { autoOfferSkipsDe } from './auto-offer-skips.de.ts';

export const autoOfferSkipsEn: Record<keyof typeof autoOfferSkipsDe, string> = {
  'autoOfferSkip.off': 'No automatic offer: automatic offers are switched off (Stock → Automatic offers).',
  'autoOfferSkip.seller_gate':
    'No automatic offer: your account could not submit offers at that time (approval, trial period or payment).',
  'autoOfferSkip.request_ended': 'No automatic offer: the request had already ended.',
  'autoOfferSkip.quantity_over_limit':
    'No automatic offer: the requested quantity is above your maximum quantity per offer.',
  'autoOfferSkip.stock_too_low': 'No automatic offer: your stock does not cover the requested quantity.',
  'autoOfferSkip.value_over_limit':
    'No automatic offer: the value (price per piece × quantity) is above your maximum value per offer.',
  'autoOfferSkip.refused': 'No automatic offer: the request was no longer open to your offer.',
  'autoOfferSkip.upload':
    'No automatic offer: this match comes from your stock upload – automatic offers are made for new requests only.',
};
