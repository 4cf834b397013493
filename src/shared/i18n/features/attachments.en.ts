import type { AttachmentsTextKey } from './attachments.de.ts';

export const attachmentsEn: Record<AttachmentsTextKey, string> = {
  'attachments.title': 'Documents (PDF)',
  'attachments.requestHint':
    'Datasheets or drawings: up to {{count}} PDF files, 10 MB each at most. Author, creator and other metadata are removed on upload; sellers see the files as “dokument-1.pdf”.',
  'attachments.offerHint':
    'Datasheets or certificates: up to {{count}} PDF files, 10 MB each at most. The buyer sees them as “dokument-1.pdf” without metadata – your company name must not appear in the document itself before the order.',
  'attachments.add': 'Add PDF',
  'attachments.remove': 'Remove {{name}}',
  'attachments.meta': '{{pages}} p., {{size}}',
  'attachments.listTitle': 'Documents',
  'attachments.download': 'Download {{name}}',
  'attachments.attach': 'Attach',
  'attachments.uploading': 'Uploading …',
  'attachments.uploaded': 'Document attached',
  'attachments.uploadFailed':
    'The offer was sent, but the document was refused: {{message}} You can attach it again in the offer view.',
  'attachments.loadFailed': 'The documents could not be loaded.',
  'attachments.delete': 'Delete {{name}}',
  'attachments.deleteTitle': 'Delete document?',
  'attachments.deleteText': '“{{name}}” will be deleted for good; nobody can download it afterwards.',
  'attachments.deleteConfirm': 'Delete document',
  'attachments.deleted': 'Document deleted',
};
