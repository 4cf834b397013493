import type { ReferenceTextKey } from './reference.de.ts';

export const referenceFr: Record<ReferenceTextKey, string> = {
  'reference.paymentTerm.prepayment': 'Paiement anticipé',
  'reference.paymentTerm.prepayment.description': "Paiement avant l'expédition de la marchandise",
  'reference.paymentTerm.invoice30': 'Paiement sur facture (30 jours)',
  'reference.paymentTerm.invoice30.description':
    'Paiement sous 30 jours à compter de la date de facture, sans escompte',
  'reference.paymentTerm.discount14': '14 jours, escompte de 2 %',
  'reference.paymentTerm.discount14.description':
    'Escompte de 2 % pour tout paiement sous 14 jours, sinon 30 jours net',
  'reference.paymentTerm.net60': '60 jours net',
  'reference.paymentTerm.net60.description':
    'Paiement sous 60 jours à compter de la date de facture, sans escompte',
  'reference.deliveryTime.week': '{{value}} semaine',
  'reference.deliveryTime.weeks': '{{value}} semaines',
  'reference.urgency.niedrig': 'Faible',
  'reference.urgency.normal': 'Normale',
  'reference.urgency.hoch': 'Élevée',
  'reference.urgency.dringend': 'Urgente',
  'reference.offerStatus.ausstehend': 'En attente',
  'reference.offerStatus.angenommen': 'Acceptée',
  'reference.offerStatus.abgelehnt': 'Refusée',
  'reference.orderStatus.uebermittelt': 'Transmise',
  'reference.orderStatus.bestaetigt': 'Confirmée',
  'reference.orderStatus.versendet': 'Expédiée',
  'reference.orderStatus.geliefert': 'Livrée',
  'reference.orderStatus.storniert': 'Annulée',
  'reference.orderStatus.unbekannt': 'Inconnu',
};
