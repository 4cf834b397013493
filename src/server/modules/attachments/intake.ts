import { randomUUID } from 'node:crypto';
import {
  MAX_DOCUMENTS_PER_REQUEST,
  safeDocumentName,
  TOO_MANY_DOCUMENTS,
} from '#shared/attachments/schema.ts';
import { companyOf, type Ctx } from '#server/ctx.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { cleanPdf, type CleanPdf } from './pdf.ts';
import * as repo from './repository.ts';

/*
 * The attachments module's public step (decision 067): the requests module checks a new
 * request's documents before its transaction and stores them inside it, beside the photos.
 */

export interface UploadedDocument {
  fileName: string;
  data: Buffer;
}

export interface CleanDocument extends CleanPdf {
  fileName: string;
}

/** Checks and strips each document before any transaction (CPU work, no lock held). */
export async function cleanDocuments(files: UploadedDocument[], max: number): Promise<CleanDocument[]> {
  if (files.length > max) throw new AppError('VALIDATION', TOO_MANY_DOCUMENTS);
  const out: CleanDocument[] = [];
  for (const [i, f] of files.entries()) {
    out.push({ ...(await cleanPdf(f.data)), fileName: safeDocumentName(f.fileName, i + 1) });
  }
  return out;
}

/**
 * Stores a new request's documents inside the request's own transaction (requests/service.ts);
 * returns the stored keys, which the caller removes again if the transaction fails.
 */
export async function storeRequestDocuments(
  ctx: Ctx,
  tx: Db,
  input: { requestId: string; documents: CleanDocument[]; stored: string[] },
): Promise<void> {
  if (input.documents.length > MAX_DOCUMENTS_PER_REQUEST)
    throw new AppError('VALIDATION', TOO_MANY_DOCUMENTS);
  for (const [i, doc] of input.documents.entries()) {
    const key = `request-documents/${companyOf(ctx)}/${input.requestId}/${randomUUID()}.pdf`;
    await ctx.deps.blobs.put(key, doc.data, 'application/pdf');
    input.stored.push(key);
    await repo.insertAttachment(tx, {
      requestId: input.requestId,
      offerId: null,
      uploadedBy: ctx.user.id,
      storageKey: key,
      fileName: doc.fileName,
      sizeBytes: doc.data.length,
      pages: doc.pages,
      position: i + 1,
    });
  }
}
