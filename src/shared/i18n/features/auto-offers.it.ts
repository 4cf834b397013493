import type { autoOffersDe } from './auto-offers.de.ts';

export const autoOffersIt: Record<keyof typeof autoOffersDe, string> = {
  'autoOffer.title': 'Offerte automatiche',
  'autoOffer.intro':
    'Quando una nuova richiesta corrisponde al suo magazzino, HydroParts invia una sola offerta a suo nome – solo entro i limiti qui sotto: prezzo unitario e tempi di consegna dall’articolo di magazzino, la sua condizione di pagamento predefinita, senza spese di spedizione. Può ritirare ogni offerta automatica finché non è stata accettata.',
  'autoOffer.enabled': 'Inviare automaticamente offerte dal magazzino',
  'autoOffer.offHint': 'Disattivato (predefinito): conferma lei ogni offerta.',
  'autoOffer.maxQuantity': 'Quantità massima per offerta (pezzi)',
  'autoOffer.maxOrderValue': 'Valore massimo per offerta (netto, €)',
  'autoOffer.validityDays': 'Validità (giorni)',
  'autoOffer.rules':
    'Nessuna offerta automatica se la quantità richiesta supera il massimo, il suo magazzino non la copre o il valore (prezzo unitario × quantità) supera il valore massimo. Valida al massimo fino alla fine della richiesta.',
  'autoOffer.save': 'Salva impostazioni',
  'autoOffer.saved': 'Impostazioni delle offerte automatiche salvate',
  'autoOffer.loadFailed': 'Non è stato possibile caricare le impostazioni delle offerte automatiche.',
  'autoOffer.badge': 'inviata automaticamente',
};
