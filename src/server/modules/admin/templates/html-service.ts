import type { HtmlTemplateView } from '../../../../shared/admin/templates.ts';
import { ORDER_TEMPLATE_PLACEHOLDERS } from '../../../../shared/templates/order-placeholders.ts';
import { auditedWrite, type AdminWriteCtx } from '../audited-write.ts';
import * as repo from './repository.ts';

export function toHtmlTemplateView(t: repo.HtmlTemplateRow): HtmlTemplateView {
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

interface Values {
  name: string;
  description: string | null;
  templateType: string;
  htmlContent: string;
  cssStyles: string;
  isActive: boolean;
}

const spec = {
  entity: 'html_template',
  id: (r: { id: string }) => r.id,
  notFound: 'Template nicht gefunden',
  // The audit trail keeps the metadata; the markup itself can be large.
  snapshot: (t: repo.HtmlTemplateRow) => ({
    name: t.name,
    templateType: t.templateType,
    isActive: t.isActive,
    isDefault: t.isDefault,
    htmlLength: t.htmlContent.length,
    cssLength: t.cssStyles.length,
  }),
};

export const createHtmlTemplate = async (ctx: AdminWriteCtx, v: Values) =>
  (await auditedWrite(ctx, {
    ...spec,
    action: 'create',
    write: (tx) =>
      repo.insertHtmlTemplate(tx, {
        ...v,
        availableVariables: [...ORDER_TEMPLATE_PLACEHOLDERS],
        createdBy: ctx.actorId,
      }),
  }))!;

export const updateHtmlTemplate = async (ctx: AdminWriteCtx, id: string, v: Values) =>
  (await auditedWrite(ctx, {
    ...spec,
    action: 'update',
    load: (tx) => repo.findHtmlTemplate(tx, id),
    write: async (tx, before) => {
      // A changed type leaves the default of the old type behind; it is not the new type's default.
      const isDefault = before!.isDefault && before!.templateType === v.templateType;
      return repo.updateHtmlTemplate(tx, id, { ...v, isDefault });
    },
  }))!;

/** Spec 2 §4: the copy is named '(Kopie)', active and not the default; `before` is the source. */
export const duplicateHtmlTemplate = async (ctx: AdminWriteCtx, id: string) =>
  (await auditedWrite(ctx, {
    ...spec,
    action: 'duplicate',
    load: (tx) => repo.findHtmlTemplate(tx, id),
    write: (tx, source) =>
      repo.insertHtmlTemplate(tx, {
        name: `${source!.name} (Kopie)`,
        description: source!.description,
        templateType: source!.templateType,
        htmlContent: source!.htmlContent,
        cssStyles: source!.cssStyles,
        availableVariables: source!.availableVariables,
        isActive: true,
        isDefault: false,
        createdBy: ctx.actorId,
      }),
  }))!;

export const setDefaultHtmlTemplate = async (ctx: AdminWriteCtx, id: string) =>
  (await auditedWrite(ctx, {
    ...spec,
    action: 'set_default',
    load: (tx) => repo.findHtmlTemplate(tx, id),
    write: async (tx, before) => {
      await repo.clearDefaultExcept(tx, before!.templateType, id);
      return repo.updateHtmlTemplate(tx, id, { isDefault: true, isActive: true });
    },
  }))!;

export const deleteHtmlTemplate = (ctx: AdminWriteCtx, id: string) =>
  auditedWrite(ctx, {
    ...spec,
    action: 'delete',
    load: (tx) => repo.findHtmlTemplate(tx, id),
    write: async (tx) => {
      await repo.deleteHtmlTemplate(tx, id);
      return null;
    },
  });
