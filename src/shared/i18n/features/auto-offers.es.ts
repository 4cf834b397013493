import type { autoOffersDe } from './auto-offers.de.ts';

export const autoOffersEs: Record<keyof typeof autoOffersDe, string> = {
  'autoOffer.title': 'Ofertas automáticas',
  'autoOffer.intro':
    'Cuando una nueva solicitud coincide con su stock, HydroParts envía una oferta en su nombre una sola vez, solo dentro de los límites siguientes: precio por unidad y plazo de entrega de la posición de stock, su condición de pago predeterminada, sin gastos de envío. Puede retirar cualquier oferta automática mientras no haya sido aceptada.',
  'autoOffer.enabled': 'Enviar ofertas del stock automáticamente',
  'autoOffer.offHint': 'Desactivado (predeterminado): usted confirma cada oferta.',
  'autoOffer.maxQuantity': 'Cantidad máxima por oferta (unidades)',
  'autoOffer.maxOrderValue': 'Valor máximo por oferta (neto, €)',
  'autoOffer.validityDays': 'Validez (días)',
  'autoOffer.rules':
    'No se envía ninguna oferta automática si la cantidad solicitada supera el máximo, su stock no la cubre o el valor (precio por unidad × cantidad) supera el valor máximo. Válida como máximo hasta el final de la solicitud.',
  'autoOffer.save': 'Guardar configuración',
  'autoOffer.saved': 'Configuración de ofertas automáticas guardada',
  'autoOffer.loadFailed': 'No se pudo cargar la configuración de ofertas automáticas.',
  'autoOffer.badge': 'enviada automáticamente',
};
