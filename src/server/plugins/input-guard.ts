import type { FastifyInstance } from 'fastify';
import { isCleanText, TEXT_INVALID } from '#shared/common/text.ts';
import { AppError } from '#server/errors.ts';

/** First string (key or value) that breaks the text rule, searched through any parsed input. */
function hasUncleanText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isCleanText(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [k, v] of Object.entries(value)) {
    if (!isCleanText(k) || hasUncleanText(v, depth + 1)) return true;
  }
  return false;
}

/**
 * The shared text rule (src/shared/common/text.ts) also for what no schema names: path
 * parameters, unknown fields, keys. Runs after the role check (onRequest) and before zod.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (hasUncleanText(req.params) || hasUncleanText(req.query) || hasUncleanText(req.body)) {
      throw new AppError('VALIDATION', TEXT_INVALID);
    }
  });
}

export const MULTIPART_BROKEN = 'Ungültige Anfrage (fehlerhafte multipart/form-data-Daten)';

/** A multipart body the parser gave up on is the client's fault: 400, never 500. */
export function multipartFailure(err: unknown): AppError {
  if (err instanceof AppError) return err;
  return new AppError('VALIDATION', MULTIPART_BROKEN, { reason: 'MULTIPART_BROKEN' });
}

/** A multipart text field under the text rule (fields bypass zod's body schema). */
export function cleanField(value: unknown): string {
  const s = String(value);
  if (!isCleanText(s)) throw new AppError('VALIDATION', TEXT_INVALID);
  return s;
}
