import type { autoOffersDe } from './auto-offers.de.ts';

export const autoOffersEn: Record<keyof typeof autoOffersDe, string> = {
  'autoOffer.title': 'Automatic offers',
  'autoOffer.intro':
    'When a new request matches your stock, HydroParts submits one offer in your name – only within the limits below: price per piece and delivery time from the stock line, your default payment term, no shipping costs. You can withdraw any automatic offer until it is accepted.',
  'autoOffer.enabled': 'Submit offers from stock automatically',
  'autoOffer.offHint': 'Off (default): you confirm every offer yourself.',
  'autoOffer.maxQuantity': 'Maximum quantity per offer (pieces)',
  'autoOffer.maxOrderValue': 'Maximum value per offer (net, €)',
  'autoOffer.validityDays': 'Validity (days)',
  'autoOffer.rules':
    'No automatic offer when the requested quantity exceeds the maximum, your stock does not cover it, or the value (price per piece × quantity) exceeds the maximum value. Valid at most until the request ends.',
  'autoOffer.save': 'Save settings',
  'autoOffer.saved': 'Settings for automatic offers saved',
  'autoOffer.loadFailed': 'The settings for automatic offers could not be loaded.',
  'autoOffer.badge': 'submitted automatically',
};
