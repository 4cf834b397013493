import { z } from 'zod';

/*
 * Decision 067: PDF attachments (datasheets, drawings) on requests and offers. The rules live
 * here once: the form checks them before sending, the server again by content.
 */

export const MAX_DOCUMENTS_PER_REQUEST = 3;
export const MAX_DOCUMENTS_PER_OFFER = 3;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** A datasheet or drawing set has a few pages; thousands mean something else (or a bomb). */
export const MAX_DOCUMENT_PAGES = 200;

export const PDF_ONLY = 'Nur PDF-Dateien sind als Dokument erlaubt';
export const PDF_TOO_LARGE = 'Das PDF-Dokument ist zu groß (höchstens 10 MB)';
export const PDF_UNREADABLE =
  'Das PDF-Dokument ist beschädigt oder verschlüsselt und kann nicht angenommen werden';
export const PDF_TOO_MANY_PAGES = 'Das PDF-Dokument hat zu viele Seiten (höchstens 200)';
export const TOO_MANY_DOCUMENTS = 'Es sind höchstens 3 PDF-Dokumente erlaubt';
export const NO_DOCUMENT = 'Bitte wählen Sie ein PDF-Dokument aus';
export const DOCUMENT_NOT_FOUND = 'Dokument nicht gefunden';
export const OFFER_DOCUMENTS_CLOSED = 'Dokumente können nur an ein ausstehendes Angebot angehängt werden';

export const REQUEST_DOCUMENTS_CLOSED = 'Dokumente können nur aus einer offenen Anfrage gelöscht werden';
export const OFFER_DOCUMENTS_LOCKED = 'Dokumente können nur aus einem ausstehenden Angebot gelöscht werden';

/** Every message a refused document can bring (the forms show them under the picker). */
export const DOCUMENT_MESSAGES: readonly string[] = [
  PDF_ONLY,
  PDF_TOO_LARGE,
  PDF_UNREADABLE,
  PDF_TOO_MANY_PAGES,
  TOO_MANY_DOCUMENTS,
  OFFER_DOCUMENTS_CLOSED,
];

export const DOCUMENT_RULES = {
  maxBytes: MAX_DOCUMENT_BYTES,
  accept: 'application/pdf,.pdf',
} as const;

/** The multipart field that carries documents beside the request's photos. */
export const DOCUMENTS_FIELD = 'documents';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** A PDF begins with `%PDF-`; the name and the browser's MIME type are not trusted. */
export function looksLikePdf(head: Uint8Array): boolean {
  return PDF_MAGIC.every((b, i) => head[i] === b);
}

/**
 * The name the uploader sees: the base name only, letters, digits and `._ -`, at most 100
 * characters, always ending in `.pdf`. Used in Content-Disposition, so nothing else survives.
 */
export function safeDocumentName(name: string, n: number): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[^\p{L}\p{N}._ -]/gu, '')
    .replace(/^[.\s]+/, '')
    .replace(/\.pdf$/i, '')
    .slice(0, 96)
    .trim();
  return `${base || `dokument-${n}`}.pdf`;
}

/**
 * The name the other party sees before an order (DESIGN §5): an uploaded name such as
 * 'Angebot Müller Hydraulik GmbH.pdf' would name its author, so the other side reads a number.
 */
export function neutralDocumentName(n: number): string {
  return `dokument-${n}.pdf`;
}

export const attachmentViewSchema = z.object({
  id: z.uuid(),
  /** The uploader's own (cleaned) name, or 'dokument-N.pdf' for the other party. */
  name: z.string(),
  sizeBytes: z.number().int(),
  pages: z.number().int(),
  createdAt: z.string(),
  /** Where the caller downloads it (a route that checks the caller again). */
  href: z.string(),
});
export type AttachmentView = z.infer<typeof attachmentViewSchema>;

export const attachmentListSchema = z.object({ items: z.array(attachmentViewSchema) });
export type AttachmentList = z.infer<typeof attachmentListSchema>;
