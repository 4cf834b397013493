import type { FastifyRequest } from 'fastify';
import { MAX_PHOTOS_PER_REQUEST } from '#shared/constants.ts';
import { PHOTO_TOO_LARGE, TOO_MANY_PHOTOS } from '#shared/requests/schema.ts';
import { AppError } from '#server/errors.ts';
import { cleanField, multipartFailure } from '#server/plugins/input-guard.ts';
import type { UploadedFile } from './service.ts';

/**
 * Reads a multipart body into text fields and files. @fastify/multipart stops a file at 10 MB
 * and a body at 6 files (one more than allowed, so that "too many" can be told apart).
 */
export async function readMultipart(
  req: FastifyRequest,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!req.isMultipart())
    throw new AppError('VALIDATION', 'Ungültige Anfrage (multipart/form-data erwartet)');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (files.length >= MAX_PHOTOS_PER_REQUEST) {
          part.file.resume();
          throw new AppError('VALIDATION', TOO_MANY_PHOTOS);
        }
        files.push({ fileName: part.filename, data: await part.toBuffer() });
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
  return { fields, files };
}
