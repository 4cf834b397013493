import {
  PDF_TEMPLATE_REQUIRED,
  type PdfTemplateTestResult,
  type PdfTemplateView,
} from '#shared/admin/templates.ts';
import type { Ctx } from '#server/ctx.ts';
import { AppError } from '#server/errors.ts';
import { asAdmin, auditedWrite } from '#server/modules/admin/audited-write.ts';
import * as repo from './repository.ts';
import { docxTemplateProblem } from '#server/modules/documents/docx-check.ts';
import { previewOrderDocument } from '#server/modules/documents/service.ts';
import { toPdfTemplateView } from './views.ts';

type Op<I> = { ctx: Ctx; input: I };
type ById = { id: string };

/** Word templates, newest first (at most one is active). */
export const listPdfTemplates = async ({ ctx }: { ctx: Ctx }) => ({
  items: (await repo.listPdfTemplates(ctx.db)).map(toPdfTemplateView),
});

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOC_MIME = 'application/msword';

/** Word files by content: .docx is a ZIP container, .doc an OLE compound file. */
function wordMimeType(fileName: string, data: Buffer): string | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.docx') && data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])))
    return DOCX_MIME;
  if (lower.endsWith('.doc') && data.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])))
    return DOC_MIME;
  return null;
}

/** Spec 2 §9: stored under templates/{timestamp}_{filename} in the pdf-templates area. */
function storageKeyFor(fileName: string, now = Date.now()): string {
  const safe = fileName.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._-]+/, '') || 'vorlage.docx';
  return `pdf-templates/templates/${now}_${safe}`;
}

const spec = {
  entity: 'pdf_template',
  id: (r: { id: string }) => r.id,
  notFound: 'Template nicht gefunden',
  snapshot: toPdfTemplateView,
};

export async function uploadPdfTemplate({
  ctx,
  input,
}: Op<{
  name: string;
  description: string | null;
  file: { name: string; data: Buffer } | undefined;
}>): Promise<PdfTemplateView> {
  const blobs = ctx.deps.blobs;
  if (!input.name.trim() || !input.file) throw new AppError('VALIDATION', PDF_TEMPLATE_REQUIRED);
  const mimeType = wordMimeType(input.file.name, input.file.data);
  if (!mimeType) {
    throw new AppError('VALIDATION', 'Bitte wählen Sie eine Word-Datei (.docx oder .doc) aus');
  }
  // A template that cannot be filled would break every order document once activated.
  const problem = mimeType === DOCX_MIME ? docxTemplateProblem(input.file.data) : null;
  if (problem) throw new AppError('VALIDATION', problem, { reason: 'TEMPLATE_INVALID' });
  const key = storageKeyFor(input.file.name);
  await blobs.put(key, input.file.data, mimeType);
  try {
    const row = await auditedWrite(asAdmin(ctx), {
      ...spec,
      action: 'upload',
      write: (tx) =>
        repo.insertPdfTemplate(tx, {
          name: input.name.trim(),
          description: input.description?.trim() || null,
          fileName: input.file!.name,
          filePath: key,
          fileSize: input.file!.data.length,
          mimeType,
          isActive: false,
          createdBy: ctx.user.id,
        }),
    });
    return toPdfTemplateView(row!);
  } catch (err) {
    // No row, no file: the upload is undone when the insert fails.
    await blobs.delete(key).catch(() => undefined);
    throw err;
  }
}

/** Spec 2 §4: activating one deactivates all others, in one transaction; deactivating leaves none. */
export const setPdfTemplateActive = async ({
  ctx,
  input: { id, active },
}: Op<ById & { active: boolean }>): Promise<PdfTemplateView> =>
  toPdfTemplateView(
    (await auditedWrite(asAdmin(ctx), {
      ...spec,
      action: active ? 'activate' : 'deactivate',
      load: (tx) => repo.findPdfTemplate(tx, id, true),
      write: async (tx) => {
        if (active) await repo.deactivateAllPdfTemplates(tx);
        return repo.setPdfTemplateActive(tx, id, active);
      },
    }))!,
  );

export async function deletePdfTemplate({ ctx, input: { id } }: Op<ById>): Promise<void> {
  let filePath = '';
  await auditedWrite(asAdmin(ctx), {
    ...spec,
    action: 'delete',
    load: (tx) => repo.findPdfTemplate(tx, id, true),
    write: async (tx, before) => {
      filePath = before!.filePath;
      await repo.deletePdfTemplate(tx, id);
      return null;
    },
  });
  // After the commit: a failed file removal leaves an orphan file, never a row without a file.
  await ctx.deps.blobs.delete(filePath);
}

/** The stored Word file with the name and type it was uploaded with. */
export async function downloadPdfTemplate({ ctx, input: { id } }: Op<ById>) {
  const row = await repo.findPdfTemplate(ctx.db, id);
  const data = row ? await ctx.deps.blobs.get(row.filePath) : null;
  if (!row || !data) throw new AppError('NOT_FOUND', 'Template konnte nicht heruntergeladen werden');
  return { fileName: row.fileName, mimeType: row.mimeType, data };
}

/**
 * Spec 2 §7 generate-order-pdf-from-template: the Word template filled with a real order's
 * values and shown as HTML; nothing is stored, so this is a read and leaves no audit row.
 */
export async function testPdfTemplate({
  ctx,
  input: { id, orderId },
}: Op<ById & { orderId: string }>): Promise<PdfTemplateTestResult> {
  // Without this check an unknown id would silently test the HTML template instead.
  if (!(await repo.findPdfTemplate(ctx.db, id))) throw new AppError('NOT_FOUND', 'Template nicht gefunden');
  const preview = await previewOrderDocument({ ...ctx.deps, db: ctx.db }, orderId, { pdfTemplateId: id });
  return { success: true, message: 'Test erfolgreich', htmlPreview: preview?.html ?? '' };
}
