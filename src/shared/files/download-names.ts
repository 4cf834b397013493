import type { UiLanguage } from '#shared/constants.ts';

/**
 * Names of the files users download (issue 34, decision 078): what a file is, then the numbers a
 * purchaser files it by — 'Auftragsbestätigung-SS1764234567-42-R902400215.pdf',
 * 'Fotos-Anfrage-R902400215-2026-11-27.zip' — and the Content-Disposition that carries them:
 * an ASCII `filename` every client reads, and `filename*` (RFC 5987) with the umlauts.
 */

const GERMAN_LETTERS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
};

/**
 * One part of a file name: letters (umlauts and accents too), digits, '.', '_' and '-' stay;
 * anything else (spaces, slashes, quotes) becomes '-', never two in a row or at either end.
 */
export function fileNamePart(value: string, max = 60): string {
  return value
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
}

/** The name in plain ASCII: ä → ae … ß → ss, other accents dropped, anything else '_'. */
export function asciiFileName(name: string): string {
  return name
    .replace(/[äöüÄÖÜßẞ]/g, (c) => GERMAN_LETTERS[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]/g, '_');
}

/** RFC 5987 value-chars: encodeURIComponent leaves ' ( ) * which the attribute may not hold. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The Content-Disposition header of a download (RFC 6266): `filename` in ASCII for every
 * client, and `filename*=UTF-8''…` beside it when the name has more than ASCII.
 */
export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = asciiFileName(name);
  return ascii === name
    ? `${type}; filename="${ascii}"`
    : `${type}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

/** The file name a Content-Disposition header gives, `filename*` first; undefined when none. */
export function fileNameOfDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A broken encoding: the plain name below.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header);
  return plain?.[1] ?? plain?.[2] ?? undefined;
}

/**
 * The order confirmation as a file: its title in the document's language, the order number and
 * the part number — 'Auftragsbestätigung-SS1764234567-42-R902400215.pdf'.
 */
export function orderDocumentFileName(o: { title: string; orderNumber: string; partNumber: string }): string {
  const parts = [fileNamePart(o.title), fileNamePart(o.orderNumber), fileNamePart(o.partNumber)];
  return `${parts.filter(Boolean).join('-')}.pdf`;
}

/** 'Fotos-Anfrage' in the reader's language: the first words of a request's photo archive. */
const REQUEST_PHOTOS: Record<UiLanguage, string> = {
  de: 'Fotos-Anfrage',
  en: 'Photos-request',
  fr: 'Photos-demande',
  es: 'Fotos-solicitud',
  it: 'Foto-richiesta',
};

/** All photos of a request as one archive: 'Fotos-Anfrage-R902400215-2026-11-27.zip'. */
export function requestPhotosZipName(o: { language: UiLanguage; partNumber: string; day: string }): string {
  const part = fileNamePart(o.partNumber);
  return `${[REQUEST_PHOTOS[o.language], part, o.day].filter(Boolean).join('-')}.zip`;
}
