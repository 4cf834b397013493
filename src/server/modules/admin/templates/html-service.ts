import type { PageQuery } from '#shared/admin/common.ts';
import type { HtmlTemplateView } from '#shared/admin/templates.ts';
import type { Page } from '#shared/common/pagination.ts';
import { ORDER_TEMPLATE_PLACEHOLDERS } from '#shared/templates/order-placeholders.ts';
import type { Ctx } from '#server/ctx.ts';
import { asAdmin, auditedWrite } from '#server/modules/admin/audited-write.ts';
import { pageView } from '#server/modules/admin/views.ts';
import * as repo from './repository.ts';
import { toHtmlTemplateView } from './views.ts';

type Op<I> = { ctx: Ctx; input: I };
type ById = { id: string };

export const listHtmlTemplates = async ({ ctx, input }: Op<PageQuery>): Promise<Page<HtmlTemplateView>> =>
  pageView(await repo.listHtmlTemplates(ctx.db, input), input, toHtmlTemplateView);

interface Values {
  name: string;
  description: string | null;
  templateType: string;
  htmlContent: string;
  cssStyles: string;
  isActive: boolean;
}

/** The view of the row a write returned (every write here but a deletion returns one). */
const view = (row: repo.HtmlTemplateRow | null) => toHtmlTemplateView(row!);

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

export const createHtmlTemplate = async ({ ctx, input: v }: Op<Values>) =>
  view(
    await auditedWrite(asAdmin(ctx), {
      ...spec,
      action: 'create',
      write: (tx) =>
        repo.insertHtmlTemplate(tx, {
          ...v,
          availableVariables: [...ORDER_TEMPLATE_PLACEHOLDERS],
          createdBy: ctx.user.id,
        }),
    }),
  );

export const updateHtmlTemplate = async ({ ctx, input: { id, ...v } }: Op<ById & Values>) =>
  view(
    await auditedWrite(asAdmin(ctx), {
      ...spec,
      action: 'update',
      load: (tx) => repo.findHtmlTemplate(tx, id),
      write: async (tx, before) => {
        // A changed type leaves the default of the old type behind; it is not the new type's default.
        const isDefault = before!.isDefault && before!.templateType === v.templateType;
        return repo.updateHtmlTemplate(tx, id, { ...v, isDefault });
      },
    }),
  );

/** Spec 2 §4: the copy is named '(Kopie)', active and not the default; `before` is the source. */
export const duplicateHtmlTemplate = async ({ ctx, input: { id } }: Op<ById>) =>
  view(
    await auditedWrite(asAdmin(ctx), {
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
          createdBy: ctx.user.id,
        }),
    }),
  );

export const setDefaultHtmlTemplate = async ({ ctx, input: { id } }: Op<ById>) =>
  view(
    await auditedWrite(asAdmin(ctx), {
      ...spec,
      action: 'set_default',
      load: (tx) => repo.findHtmlTemplate(tx, id),
      write: async (tx, before) => {
        await repo.clearDefaultExcept(tx, before!.templateType, id);
        return repo.updateHtmlTemplate(tx, id, { isDefault: true, isActive: true });
      },
    }),
  );

export const deleteHtmlTemplate = async ({ ctx, input: { id } }: Op<ById>): Promise<void> => {
  await auditedWrite(asAdmin(ctx), {
    ...spec,
    action: 'delete',
    load: (tx) => repo.findHtmlTemplate(tx, id),
    write: async (tx) => {
      await repo.deleteHtmlTemplate(tx, id);
      return null;
    },
  });
};
