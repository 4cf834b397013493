import type { AttachmentsTextKey } from './attachments.de.ts';

export const attachmentsIt: Record<AttachmentsTextKey, string> = {
  'attachments.title': 'Documenti (PDF)',
  'attachments.requestHint':
    'Schede tecniche o disegni: fino a {{count}} file PDF di al massimo 10 MB ciascuno. Autore, creatore e altri metadati vengono rimossi al caricamento; i venditori vedono i file come «dokument-1.pdf».',
  'attachments.offerHint':
    'Schede tecniche o certificati: fino a {{count}} file PDF di al massimo 10 MB ciascuno. L’acquirente li vede come «dokument-1.pdf» senza metadati: il nome della Sua azienda non deve comparire nel documento prima dell’ordine.',
  'attachments.add': 'Aggiungi PDF',
  'attachments.remove': 'Rimuovi {{name}}',
  'attachments.meta': '{{pages}} pag., {{size}}',
  'attachments.listTitle': 'Documenti',
  'attachments.download': 'Scarica {{name}}',
  'attachments.attach': 'Allega',
  'attachments.uploading': 'Caricamento in corso…',
  'attachments.uploaded': 'Documento allegato',
  'attachments.uploadFailed':
    'L’offerta è stata inviata, ma il documento è stato rifiutato: {{message}} Può allegarlo di nuovo nella vista dell’offerta.',
  'attachments.loadFailed': 'Non è stato possibile caricare i documenti.',
  'attachments.delete': 'Elimina {{name}}',
  'attachments.deleteTitle': 'Eliminare il documento?',
  'attachments.deleteText': '«{{name}}» verrà eliminato definitivamente; nessuno potrà più scaricarlo.',
  'attachments.deleteConfirm': 'Elimina documento',
  'attachments.deleted': 'Documento eliminato',
};
