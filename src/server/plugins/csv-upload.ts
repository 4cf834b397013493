import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/errors.ts';
import { cleanField, multipartFailure } from './input-guard.ts';

/**
 * An uploaded CSV file (spec 2 §7's translations import, issue 30's cross-references): one file
 * in the field 'file', text only, plus the form's plain fields. German errors, never a 500.
 */
export const INVALID_FILE = 'Ungültige Datei';
export const NO_FILE = 'Keine Datei ausgewählt';
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel']);

/** Text files only: a binary (NUL bytes) or undecodable upload is not a CSV. */
export function decodeCsvUpload(data: Buffer): string {
  if (data.includes(0)) throw new AppError('VALIDATION', INVALID_FILE);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new AppError('VALIDATION', INVALID_FILE);
  }
}

/** The CSV's text and the other fields of a multipart upload. */
export async function readCsvUpload(
  req: FastifyRequest,
): Promise<{ text: string; fields: Record<string, string> }> {
  const { data, fields } = await readCsvUploadBytes(req);
  return { text: decodeCsvUpload(data), fields };
}

/** The CSV file's bytes (the caller decodes: issue 31's stock accepts Windows-1252) and the fields. */
export async function readCsvUploadBytes(
  req: FastifyRequest,
): Promise<{ data: Buffer; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw new AppError('VALIDATION', NO_FILE);
  let file: { name: string; type: string; data: Buffer } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file' && data.length > 0)
          file = { name: part.filename, type: part.mimetype, data };
      } else {
        fields[cleanField(part.fieldname)] = cleanField(part.value);
      }
    }
  } catch (err) {
    throw multipartFailure(err);
  }
  if (!file) throw new AppError('VALIDATION', NO_FILE);
  if (!CSV_TYPES.has(file.type) || !/\.csv$/i.test(file.name)) throw new AppError('VALIDATION', INVALID_FILE);
  return { data: file.data, fields };
}
