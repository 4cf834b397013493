/** Decision 067: PDF documents on requests and offers (German is the source). */
export const attachmentsDe = {
  'attachments.title': 'Dokumente (PDF)',
  'attachments.requestHint':
    'Datenblätter oder Zeichnungen: bis zu {{count}} PDF-Dateien, je höchstens 10 MB. Autor, Ersteller und weitere Metadaten werden beim Hochladen entfernt; Verkäufer sehen die Dateien als „dokument-1.pdf“.',
  'attachments.offerHint':
    'Datenblätter oder Zertifikate: bis zu {{count}} PDF-Dateien, je höchstens 10 MB. Der Käufer sieht sie als „dokument-1.pdf“ ohne Metadaten – Ihr Firmenname darf im Dokument selbst nicht stehen, bevor bestellt ist.',
  'attachments.add': 'PDF hinzufügen',
  'attachments.remove': '{{name}} entfernen',
  'attachments.meta': '{{pages}} S., {{size}}',
  'attachments.listTitle': 'Dokumente',
  'attachments.download': '{{name}} herunterladen',
  'attachments.attach': 'Anhängen',
  'attachments.uploading': 'Wird hochgeladen …',
  'attachments.uploaded': 'Dokument angehängt',
  'attachments.uploadFailed':
    'Das Angebot wurde gesendet, das Dokument aber abgelehnt: {{message}} Sie können es in der Angebotsansicht erneut anhängen.',
  'attachments.loadFailed': 'Die Dokumente konnten nicht geladen werden.',
  'attachments.delete': '{{name}} löschen',
  'attachments.deleteTitle': 'Dokument löschen?',
  'attachments.deleteText': '„{{name}}“ wird endgültig gelöscht; niemand kann es danach noch herunterladen.',
  'attachments.deleteConfirm': 'Dokument löschen',
  'attachments.deleted': 'Dokument gelöscht',
} as const;
export type AttachmentsTextKey = keyof typeof attachmentsDe;
