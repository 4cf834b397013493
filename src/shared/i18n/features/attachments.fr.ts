import type { AttachmentsTextKey } from './attachments.de.ts';

export const attachmentsFr: Record<AttachmentsTextKey, string> = {
  'attachments.title': 'Documents (PDF)',
  'attachments.requestHint':
    'Fiches techniques ou plans : jusqu’à {{count}} fichiers PDF de 10 Mo au maximum chacun. L’auteur, le créateur et les autres métadonnées sont supprimés lors de l’envoi ; les vendeurs voient les fichiers sous le nom « dokument-1.pdf ».',
  'attachments.offerHint':
    'Fiches techniques ou certificats : jusqu’à {{count}} fichiers PDF de 10 Mo au maximum chacun. L’acheteur les voit sous le nom « dokument-1.pdf », sans métadonnées – le nom de votre entreprise ne doit pas figurer dans le document avant la commande.',
  'attachments.add': 'Ajouter un PDF',
  'attachments.remove': 'Retirer {{name}}',
  'attachments.meta': '{{pages}} p., {{size}}',
  'attachments.listTitle': 'Documents',
  'attachments.download': 'Télécharger {{name}}',
  'attachments.attach': 'Joindre',
  'attachments.uploading': 'Envoi en cours…',
  'attachments.uploaded': 'Document joint',
  'attachments.uploadFailed':
    'L’offre a été envoyée, mais le document a été refusé : {{message}} Vous pouvez le joindre à nouveau dans la vue de l’offre.',
  'attachments.loadFailed': 'Les documents n’ont pas pu être chargés.',
  'attachments.delete': 'Supprimer {{name}}',
  'attachments.deleteTitle': 'Supprimer le document ?',
  'attachments.deleteText':
    '« {{name}} » sera supprimé définitivement ; personne ne pourra plus le télécharger.',
  'attachments.deleteConfirm': 'Supprimer le document',
  'attachments.deleted': 'Document supprimé',
};
