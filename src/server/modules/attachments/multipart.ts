import type { FastifyRequest } from 'fastify';
import {
  DOCUMENTS_FIELD,
  MAX_DOCUMENTS_PER_OFFER,
  PDF_TOO_LARGE,
  TOO_MANY_DOCUMENTS,
} from '#shared/attachments/schema.ts';
import { AppError } from '#server/errors.ts';
import { multipartFailure } from '#server/plugins/input-guard.ts';
import type { UploadedDocument } from './intake.ts';

/** The files of the `documents` field; other parts are ignored (their bytes are drained). */
export async function readDocuments(req: FastifyRequest): Promise<UploadedDocument[]> {
  if (!req.isMultipart())
    throw new AppError('VALIDATION', 'Ungültige Anfrage (multipart/form-data erwartet)');
  const files: UploadedDocument[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== DOCUMENTS_FIELD) {
        part.file.resume();
        continue;
      }
      if (files.length >= MAX_DOCUMENTS_PER_OFFER) {
        part.file.resume();
        throw new AppError('VALIDATION', TOO_MANY_DOCUMENTS);
      }
      files.push({ fileName: part.filename, data: await part.toBuffer() });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('VALIDATION', PDF_TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION', TOO_MANY_DOCUMENTS);
    throw multipartFailure(err);
  }
  return files;
}
