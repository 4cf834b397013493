import type { autoOfferSkipsDe } from './auto-offer-skips.de.ts';

export const autoOfferSkipsIt: Record<keyof typeof autoOfferSkipsDe, string> = {
  'autoOfferSkip.off':
    'Nessuna offerta automatica: le offerte automatiche sono disattivate (Magazzino → Offerte automatiche).',
  'autoOfferSkip.seller_gate':
    'Nessuna offerta automatica: in quel momento il suo account non poteva inviare offerte (approvazione, periodo di prova o pagamento).',
  'autoOfferSkip.request_ended': 'Nessuna offerta automatica: la richiesta era già terminata.',
  'autoOfferSkip.quantity_over_limit':
    'Nessuna offerta automatica: la quantità richiesta supera la sua quantità massima per offerta.',
  'autoOfferSkip.stock_too_low':
    'Nessuna offerta automatica: il suo magazzino non copre la quantità richiesta.',
  'autoOfferSkip.value_over_limit':
    'Nessuna offerta automatica: il valore (prezzo unitario × quantità) supera il suo valore massimo per offerta.',
  'autoOfferSkip.refused': 'Nessuna offerta automatica: la richiesta non era più aperta alla sua offerta.',
  'autoOfferSkip.upload':
    'Nessuna offerta automatica: questa corrispondenza proviene dal suo caricamento del magazzino – le offerte automatiche valgono solo per le nuove richieste.',
};
