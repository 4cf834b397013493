import type { AttachmentsTextKey } from './attachments.de.ts';

export const attachmentsEs: Record<AttachmentsTextKey, string> = {
  'attachments.title': 'Documentos (PDF)',
  'attachments.requestHint':
    'Fichas técnicas o planos: hasta {{count}} archivos PDF de 10 MB como máximo cada uno. El autor, el creador y demás metadatos se eliminan al subirlos; los vendedores ven los archivos como «dokument-1.pdf».',
  'attachments.offerHint':
    'Fichas técnicas o certificados: hasta {{count}} archivos PDF de 10 MB como máximo cada uno. El comprador los ve como «dokument-1.pdf» sin metadatos: el nombre de su empresa no debe figurar en el documento antes del pedido.',
  'attachments.add': 'Añadir PDF',
  'attachments.remove': 'Quitar {{name}}',
  'attachments.meta': '{{pages}} págs., {{size}}',
  'attachments.listTitle': 'Documentos',
  'attachments.download': 'Descargar {{name}}',
  'attachments.attach': 'Adjuntar',
  'attachments.uploading': 'Subiendo…',
  'attachments.uploaded': 'Documento adjuntado',
  'attachments.uploadFailed':
    'La oferta se ha enviado, pero el documento se ha rechazado: {{message}} Puede adjuntarlo de nuevo en la vista de la oferta.',
  'attachments.loadFailed': 'No se han podido cargar los documentos.',
  'attachments.delete': 'Eliminar {{name}}',
  'attachments.deleteTitle': '¿Eliminar el documento?',
  'attachments.deleteText': '«{{name}}» se eliminará definitivamente; nadie podrá descargarlo después.',
  'attachments.deleteConfirm': 'Eliminar documento',
  'attachments.deleted': 'Documento eliminado',
};
