import type { autoOfferSkipsDe } from './auto-offer-skips.de.ts';

export const autoOfferSkipsEs: Record<keyof typeof autoOfferSkipsDe, string> = {
  'autoOfferSkip.off':
    'Sin oferta automática: las ofertas automáticas están desactivadas (Stock → Ofertas automáticas).',
  'autoOfferSkip.seller_gate':
    'Sin oferta automática: en ese momento su cuenta no podía enviar ofertas (autorización, periodo de prueba o pago).',
  'autoOfferSkip.request_ended': 'Sin oferta automática: la solicitud ya había finalizado.',
  'autoOfferSkip.quantity_over_limit':
    'Sin oferta automática: la cantidad solicitada supera su cantidad máxima por oferta.',
  'autoOfferSkip.stock_too_low': 'Sin oferta automática: sus existencias no cubren la cantidad solicitada.',
  'autoOfferSkip.value_over_limit':
    'Sin oferta automática: el valor (precio por unidad × cantidad) supera su valor máximo por oferta.',
  'autoOfferSkip.refused': 'Sin oferta automática: la solicitud ya no estaba abierta a su oferta.',
  'autoOfferSkip.upload':
    'Sin oferta automática: esta coincidencia procede de su carga de existencias; las ofertas automáticas solo se envían para solicitudes nuevas.',
};
