import type { ReferenceTextKey } from './reference.de.ts';

export const referenceIt: Record<ReferenceTextKey, string> = {
  'reference.paymentTerm.prepayment': 'Pagamento anticipato',
  'reference.paymentTerm.prepayment.description': 'Pagamento prima della spedizione della merce',
  'reference.paymentTerm.invoice30': 'Acquisto su fattura (30 giorni)',
  'reference.paymentTerm.invoice30.description':
    'Pagamento entro 30 giorni dalla data della fattura senza sconto',
  'reference.paymentTerm.discount14': '14 giorni sconto 2 %',
  'reference.paymentTerm.discount14.description':
    'Sconto del 2 % per pagamento entro 14 giorni, altrimenti 30 giorni netto',
  'reference.paymentTerm.net60': '60 giorni netto',
  'reference.paymentTerm.net60.description':
    'Pagamento entro 60 giorni dalla data della fattura senza sconto',
  'reference.deliveryTime.week': '{{value}} settimana',
  'reference.deliveryTime.weeks': '{{value}} settimane',
  'reference.urgency.niedrig': 'Bassa',
  'reference.urgency.normal': 'Normale',
  'reference.urgency.hoch': 'Alta',
  'reference.urgency.dringend': 'Urgente',
  'reference.offerStatus.ausstehend': 'In attesa',
  'reference.offerStatus.angenommen': 'Accettata',
  'reference.offerStatus.abgelehnt': 'Rifiutata',
  'reference.orderStatus.uebermittelt': 'Trasmesso',
  'reference.orderStatus.bestaetigt': 'Confermato',
  'reference.orderStatus.versendet': 'Spedito',
  'reference.orderStatus.geliefert': 'Consegnato',
  'reference.orderStatus.storniert': 'Annullato',
  'reference.orderStatus.unbekannt': 'Sconosciuto',
};
