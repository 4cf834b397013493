import type { RequestFormTextKey } from './request-form.de.ts';

export const requestFormIt: Record<RequestFormTextKey, string> = {
  'requestForm.title': 'Nuova richiesta',
  'requestForm.text':
    'Descriva il ricambio di cui ha bisogno. I venditori interessati Le invieranno offerte anonime.',
  'requestForm.manufacturer': 'Produttore',
  'requestForm.manufacturerNone': 'Scelga un produttore (facoltativo)',
  'requestForm.brandsFailed': 'Impossibile caricare i produttori',
  'requestForm.partNumber': 'Codice articolo',
  'requestForm.secondPartNumber': 'Secondo numero (facoltativo)',
  'requestForm.secondPartNumberHint':
    'Codice tipo o numero materiale dalla targhetta, ad es. A10VSO 45 DFR1/31R-PPA12N00 o R902400215',
  'requestForm.alternativesWelcome': 'Alternative benvenute',
  'requestForm.alternativesWelcomeHint':
    'I venditori possono offrire un pezzo equivalente di un altro produttore; è contrassegnato come «Alternativa».',
  'requestForm.samePart_one': 'Ha già richiesto questo pezzo negli ultimi 30 giorni:',
  'requestForm.samePart_other': 'Ha già richiesto questo pezzo {{count}} volte negli ultimi 30 giorni:',
  'requestForm.samePartLink': 'Richiesta del {{date}}: {{number}}',
  'requestForm.quantity': 'Quantità',
  'requestForm.description': 'Descrizione',
  'requestForm.urgency': 'Urgenza',
  'requestForm.photos': 'Foto',
  'requestForm.photosHint': 'Fino a {{count}} immagini (JPEG, PNG, WebP o GIF), massimo 10 MB ciascuna.',
  'requestForm.addPhotos': 'Aggiungi foto',
  'requestForm.removePhoto': 'Rimuovi la foto {{name}}',
  'requestForm.submit': 'Invia richiesta',
  'requestForm.submitting': 'Invio in corso …',
  'requestForm.success': 'Richiesta creata',
  'requestForm.failed': 'Impossibile creare la richiesta',
  'requestForm.uploadError': 'Errore di caricamento',
  'requestForm.uploading': 'Invio di richiesta e foto',
  'requestForm.preparingPhotos': 'Riduzione delle foto per il caricamento …',
  'requestForm.urgency.niedrig': 'Bassa',
  'requestForm.urgency.normal': 'Normale',
  'requestForm.urgency.hoch': 'Alta',
  'requestForm.urgency.dringend': 'Urgente',
  'requestForm.duration': 'Durata della richiesta',
  'requestForm.duration.days': '{{count}} giorni',
  'requestForm.neededBy': 'Necessario entro il',
  'requestForm.neededByHint':
    'Facoltativo. I venditori vedono questa data e se il loro tempo di consegna la rispetta.',
  'requestForm.downtimeCost': 'Costo di fermo al giorno (€, netto)',
  'requestForm.downtimeCostHint':
    'Facoltativo e visibile solo a lei. Le offerte vengono allora ordinate per costo totale: prezzo + giorni di consegna × costo di fermo.',
  'requestForm.costCentre': 'Centro di costo (facoltativo)',
  'requestForm.machineNumber': 'Numero macchina (facoltativo)',
  'requestForm.internalHint':
    'Visibile solo a lei; compare sull’ordine e nell’esportazione, non ai venditori prima dell’ordine.',
  'requestForm.costCentreValue': 'Centro di costo: {{value}}',
  'requestForm.machineNumberValue': 'Numero macchina: {{value}}',
};
