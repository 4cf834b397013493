import type { HtmlTemplateView, PdfTemplateView } from '#shared/admin/templates.ts';
import type { HtmlTemplateRow, PdfTemplateRow } from './repository.ts';

export function toHtmlTemplateView(t: HtmlTemplateRow): HtmlTemplateView {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    templateType: t.templateType,
    htmlContent: t.htmlContent,
    cssStyles: t.cssStyles,
    isActive: t.isActive,
    isDefault: t.isDefault,
    availableVariables: [...t.availableVariables],
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export function toPdfTemplateView(t: PdfTemplateRow): PdfTemplateView {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    fileName: t.fileName,
    fileSize: t.fileSize,
    mimeType: t.mimeType,
    isActive: t.isActive,
    createdAt: t.createdAt.toISOString(),
  };
}
