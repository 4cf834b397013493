import type { ReferenceTextKey } from './reference.de.ts';

export const referenceEs: Record<ReferenceTextKey, string> = {
  'reference.paymentTerm.prepayment': 'Pago por adelantado',
  'reference.paymentTerm.prepayment.description': 'Pago antes del envío de la mercancía',
  'reference.paymentTerm.invoice30': 'Compra con factura (30 días)',
  'reference.paymentTerm.invoice30.description':
    'Pago en un plazo de 30 días desde la fecha de factura, sin descuento',
  'reference.paymentTerm.discount14': '14 días, 2 % de descuento',
  'reference.paymentTerm.discount14.description':
    '2 % de descuento por pronto pago en 14 días; si no, 30 días neto',
  'reference.paymentTerm.net60': '60 días neto',
  'reference.paymentTerm.net60.description':
    'Pago en un plazo de 60 días desde la fecha de factura, sin descuento',
  'reference.deliveryTime.week': '{{value}} semana',
  'reference.deliveryTime.weeks': '{{value}} semanas',
  'reference.urgency.niedrig': 'Baja',
  'reference.urgency.normal': 'Normal',
  'reference.urgency.hoch': 'Alta',
  'reference.urgency.dringend': 'Urgente',
  'reference.offerStatus.ausstehend': 'Pendiente',
  'reference.offerStatus.angenommen': 'Aceptada',
  'reference.offerStatus.abgelehnt': 'Rechazada',
  'reference.orderStatus.uebermittelt': 'Transmitido',
  'reference.orderStatus.bestaetigt': 'Confirmado',
  'reference.orderStatus.versendet': 'Enviado',
  'reference.orderStatus.geliefert': 'Entregado',
  'reference.orderStatus.storniert': 'Cancelado',
  'reference.orderStatus.unbekannt': 'Desconocido',
};
