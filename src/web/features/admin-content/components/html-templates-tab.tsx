import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HtmlTemplateView } from '#shared/admin/templates.ts';
import { SAMPLE_ORDER_VALUES } from '#shared/templates/order-placeholders.ts';
import { fillPlaceholders, withCamelCase } from '#shared/templates/placeholders.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { useHtmlTemplateActions, useHtmlTemplates } from '#web/features/admin-content/api/templates.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { rowBusy } from '#web/components/admin/row-busy.ts';
import { HtmlTemplateEditor } from '#web/features/admin-content/components/html-template-editor.tsx';
import { usePaging, PagedHeader, PagedState } from '#web/components/admin/paged-list.tsx';
import { SearchBox, Table, Td } from '#web/components/admin/list-parts.tsx';
import { formatDate } from '#web/lib/format.ts';
import { DEFAULT_PAGE_SIZE } from '#shared/constants.ts';

/** Spec 2 §2: the preview uses sample data and the CSS placeholder becomes the template's styles. */
export function previewHtml(t: { htmlContent: string; cssStyles: string }): string {
  return fillPlaceholders(
    t.htmlContent,
    { ...withCamelCase(SAMPLE_ORDER_VALUES), css_styles: t.cssStyles, cssStyles: t.cssStyles },
    ['css_styles', 'cssStyles'],
  );
}

/** HTML-Vorlagen (spec 2 §2): search, preview, duplicate, edit, set default, delete. */
export function HtmlTemplatesTab() {
  const { t } = useTranslation();
  const { search, setSearch, page, setPage } = usePaging();
  const list = useHtmlTemplates({ search, page, pageSize: DEFAULT_PAGE_SIZE });
  const actions = useHtmlTemplateActions();
  const [editing, setEditing] = useState<{ template: HtmlTemplateView | null } | null>(null);
  const [preview, setPreview] = useState<HtmlTemplateView | null>(null);
  const [deleting, setDeleting] = useState<HtmlTemplateView | null>(null);
  const data = list.data;

  return (
    <section>
      <PagedHeader title={t('admin.mgmt.htmlTemplates')} list={list}>
        <SearchBox value={search} onChange={setSearch} />
        <Button size="sm" onClick={() => setEditing({ template: null })}>
          <Plus aria-hidden="true" />
          {t('admin.html.new')}
        </Button>
      </PagedHeader>
      <PagedState list={list} errorText={t('admin.html.loadFailed')} onPage={setPage}>
        <Table
          head={[
            t('admin.name'),
            t('admin.html.type'),
            t('admin.status'),
            t('admin.created'),
            t('admin.actions'),
          ]}
        >
          {data?.items.map((h) => {
            const busy = rowBusy(h.id, actions.duplicate, actions.setDefault, actions.remove);
            return (
              <tr key={h.id}>
                <Td className="font-medium">
                  {h.name}
                  {h.description ? (
                    <div className="text-xs text-muted-foreground">{h.description}</div>
                  ) : null}
                </Td>
                <Td className="font-mono text-xs">{h.templateType}</Td>
                <Td>
                  <div className="flex gap-1">
                    <Badge variant={h.isActive ? 'success' : 'secondary'}>
                      {t(h.isActive ? 'admin.active' : 'admin.inactive')}
                    </Badge>
                    {h.isDefault ? <Badge>{t('admin.html.default')}</Badge> : null}
                  </div>
                </Td>
                <Td>{formatDate(h.updatedAt)}</Td>
                <Td>
                  <div className="flex flex-wrap gap-1">
                    <Button size="sm" variant="outline" onClick={() => setPreview(h)}>
                      {t('admin.html.preview')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() => actions.duplicate.mutate(h.id)}
                    >
                      {t('admin.html.duplicate')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() => setEditing({ template: h })}
                    >
                      {t('admin.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy || h.isDefault}
                      onClick={() => actions.setDefault.mutate(h.id)}
                    >
                      {t('admin.html.setDefault')}
                    </Button>
                    <Button size="sm" variant="destructive" disabled={busy} onClick={() => setDeleting(h)}>
                      {t('admin.delete')}
                    </Button>
                  </div>
                </Td>
              </tr>
            );
          })}
        </Table>
      </PagedState>
      {editing ? (
        <HtmlTemplateEditor
          template={editing.template}
          onClose={() => setEditing(null)}
          preview={previewHtml}
        />
      ) : null}
      <Dialog open={preview !== null} onOpenChange={(o) => !o && setPreview(null)}>
        <DialogContent className="max-w-4xl">
          <DialogHeader>
            <DialogTitle>{t('admin.html.previewTitle')}</DialogTitle>
          </DialogHeader>
          {/* sandbox="": no scripts, no forms, no same-origin access for template markup. */}
          {preview ? (
            <iframe
              title={preview.name}
              sandbox=""
              srcDoc={previewHtml(preview)}
              className="h-[70vh] w-full rounded border bg-white"
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('admin.delete')}
        text={t('admin.html.deleteText', { name: deleting?.name ?? '' })}
        pending={actions.remove.isPending}
        onConfirm={() =>
          deleting && actions.remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }
      />
    </section>
  );
}
