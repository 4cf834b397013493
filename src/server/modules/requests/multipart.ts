import type { FastifyRequest } from 'fastify';
import { MAX_PHOTOS_PER_REQUEST } from '#shared/constants.ts';
import {
  DOCUMENTS_FIELD,
  MAX_DOCUMENTS_PER_REQUEST,
  PDF_TOO_LARGE,
  TOO_MANY_DOCUMENTS,
} from '#shared/attachments/schema.ts';
import { PHOTO_TOO_LARGE, TOO_MANY_PHOTOS } from '#shared/requests/schema.ts';
import { AppError } from '#server/errors.ts';
import { cleanField, multipartFailure } from '#server/plugins/input-guard.ts';
import type { UploadedFile } from './service.ts';

/**
 * Reads a multipart body into text fields and files. @fastify/multipart stops a file at 10 MB
 * and a body at one file more than photos and documents together, so that "too many" can be
 * told apart. Files in the `documents` field are PDFs (decision 067), counted on their own.
 */
export async function readMultipart(
  req: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: UploadedFile[]; documents: UploadedFile[] }> {
  if (!req.isMultipart())
    throw new AppError('VALIDATION', 'Ungültige Anfrage (multipart/form-data erwartet)');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const documents: UploadedFile[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const isDocument = part.fieldname === DOCUMENTS_FIELD;
        const list = isDocument ? documents : files;
        if (list.length >= (isDocument ? MAX_DOCUMENTS_PER_REQUEST : MAX_PHOTOS_PER_REQUEST)) {
          part.file.resume();
          throw new AppError('VALIDATION', isDocument ? TOO_MANY_DOCUMENTS : TOO_MANY_PHOTOS);
        }
        try {
          list.push({ fileName: part.filename, data: await part.toBuffer() });
        } catch (err) {
          if (isDocument && (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('VALIDATION', PDF_TOO_LARGE);
          }
          throw err;
        }
      } else if (typeof part.value === 'string') {
        fields[cleanField(part.fieldname)] = cleanField(part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('VALIDATION', PHOTO_TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION', TOO_MANY_PHOTOS);
    throw multipartFailure(err);
  }
  return { fields, files, documents };
}
