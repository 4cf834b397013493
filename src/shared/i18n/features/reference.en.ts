import type { ReferenceTextKey } from './reference.de.ts';

export const referenceEn: Record<ReferenceTextKey, string> = {
  'reference.paymentTerm.prepayment': 'Payment in advance',
  'reference.paymentTerm.prepayment.description': 'Payment before the goods are shipped',
  'reference.paymentTerm.invoice30': 'Purchase on invoice (30 days)',
  'reference.paymentTerm.invoice30.description':
    'Payment within 30 days of the invoice date without deduction',
  'reference.paymentTerm.discount14': '14 days 2 % discount',
  'reference.paymentTerm.discount14.description':
    '2 % early payment discount within 14 days, otherwise 30 days net',
  'reference.paymentTerm.net60': '60 days net',
  'reference.paymentTerm.net60.description': 'Payment within 60 days of the invoice date without deduction',
  'reference.deliveryTime.week': '{{value}} week',
  'reference.deliveryTime.weeks': '{{value}} weeks',
  'reference.urgency.niedrig': 'Low',
  'reference.urgency.normal': 'Normal',
  'reference.urgency.hoch': 'High',
  'reference.urgency.dringend': 'Urgent',
  'reference.offerStatus.ausstehend': 'Pending',
  'reference.offerStatus.angenommen': 'Accepted',
  'reference.offerStatus.abgelehnt': 'Declined',
  'reference.orderStatus.uebermittelt': 'Submitted',
  'reference.orderStatus.bestaetigt': 'Confirmed',
  'reference.orderStatus.versendet': 'Shipped',
  'reference.orderStatus.geliefert': 'Delivered',
  'reference.orderStatus.storniert': 'Cancelled',
  'reference.orderStatus.unbekannt': 'Unknown',
};
