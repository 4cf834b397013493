import { useState } from 'react';
import { Check, FileDown, Plus, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  PART_RELATION_STATUSES,
  type PartRelationStatus,
  type PartRelationView,
} from '#shared/catalog/part-relations.ts';
import { PartRelationDialog } from '#web/features/requests/index.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatDate } from '#web/lib/format.ts';
import {
  downloadPartRelationsTemplate,
  usePartRelationActions,
  usePartRelationsList,
} from '#web/features/admin-catalog/api/part-relations.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { rowBusy } from '#web/components/admin/row-busy.ts';
import { CsvImportForm } from '#web/components/admin/csv-import-form.tsx';
import { PagedHeader, PagedState, usePaging } from '#web/components/admin/paged-list.tsx';
import { SearchBox, Table, Td } from '#web/components/admin/list-parts.tsx';

const partOf = (manufacturer: string | null, number: string) =>
  [manufacturer, number].filter(Boolean).join(' ');

/**
 * Querverweise (issue 30, decision 046): the confirmed cross-references with search, add, delete
 * and CSV import, and the sellers' proposals to confirm or reject.
 */
export function PartRelationsTab() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PartRelationStatus>('confirmed');
  const { search, setSearch, page, setPage, filtered } = usePaging();
  const list = usePartRelationsList({ status, search, page, pageSize: 25 });
  const actions = usePartRelationActions();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PartRelationView | null>(null);
  const showStatus = filtered(setStatus);

  async function template() {
    try {
      await downloadPartRelationsTemplate();
    } catch (error) {
      console.error(error);
      toast.error(t('admin.toast.error'), { description: t('admin.tr.templateFailed') });
    }
  }

  return (
    <section className="grid gap-4">
      <PagedHeader title={t('admin.mgmt.partRelations')} list={list}>
        <Button size="sm" variant="outline" onClick={() => void template()}>
          <FileDown aria-hidden="true" />
          {t('admin.tr.template')}
        </Button>
        <Button size="sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          {t('admin.xref.add')}
        </Button>
      </PagedHeader>
      <CsvImportForm
        inputId="part-relations-csv"
        pending={actions.importCsv.isPending}
        hint={t('admin.xref.csvHint')}
        onImport={async (file) => {
          const r = await actions.importCsv.mutateAsync(file);
          const problems = r.problems.map((p) => t('admin.xref.problem', p));
          return [t('admin.xref.importResult', r), ...problems].join(' · ');
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label={t('admin.xref.status')} className="flex flex-wrap gap-1">
          {PART_RELATION_STATUSES.map((s) => (
            <Button
              key={s}
              size="sm"
              variant={status === s ? 'default' : 'outline'}
              aria-pressed={status === s}
              onClick={() => showStatus(s)}
            >
              {t(`admin.xref.status.${s}`)}
            </Button>
          ))}
        </div>
        <SearchBox value={search} onChange={setSearch} />
      </div>
      <PagedState list={list} errorText={t('admin.xref.loadFailed')} onPage={setPage}>
        <Table
          head={[
            t('admin.xref.kind'),
            t('admin.xref.from'),
            t('admin.xref.to'),
            t('admin.xref.note'),
            ...(status === 'confirmed' ? [] : [t('admin.xref.proposedBy')]),
            t('admin.xref.date'),
            t('admin.actions'),
          ]}
        >
          {list.data?.items.map((row) => {
            const busy = rowBusy(row.id, actions.remove, actions.decide);
            return (
              <tr key={row.id}>
                <Td>{t(`partRelations.kind.${row.kind}`)}</Td>
                <Td className="font-medium">{partOf(row.fromManufacturer, row.fromPartNumber)}</Td>
                <Td className="font-medium">{partOf(row.toManufacturer, row.toPartNumber)}</Td>
                <Td className="max-w-64 text-muted-foreground">{row.note}</Td>
                {status === 'confirmed' ? null : <Td>{row.proposedBySeller ?? '–'}</Td>}
                <Td className="whitespace-nowrap">{formatDate(row.createdAt)}</Td>
                <Td>
                  <div className="flex flex-wrap gap-1">
                    {row.status === 'proposed' ? (
                      <>
                        <Button
                          size="sm"
                          disabled={busy}
                          onClick={() => actions.decide.mutate({ id: row.id, status: 'confirmed' })}
                        >
                          <Check aria-hidden="true" />
                          {t('admin.xref.confirm')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={busy}
                          onClick={() => actions.decide.mutate({ id: row.id, status: 'rejected' })}
                        >
                          <X aria-hidden="true" />
                          {t('admin.xref.reject')}
                        </Button>
                      </>
                    ) : null}
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={`${t('admin.delete')}: ${partOf(row.fromManufacturer, row.fromPartNumber)}`}
                      onClick={() => setDeleting(row)}
                    >
                      <Trash2 aria-hidden="true" />
                      {t('admin.delete')}
                    </Button>
                  </div>
                </Td>
              </tr>
            );
          })}
        </Table>
      </PagedState>
      <PartRelationDialog
        open={adding}
        title={t('admin.xref.add')}
        submitLabel={t('admin.add')}
        pending={actions.create.isPending}
        onSubmit={(input) => actions.create.mutateAsync(input)}
        onOpenChange={setAdding}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.xref.deleteTitle')}
        text={
          deleting
            ? t('admin.xref.deleteText', {
                from: partOf(deleting.fromManufacturer, deleting.fromPartNumber),
                to: partOf(deleting.toManufacturer, deleting.toPartNumber),
              })
            : ''
        }
        pending={actions.remove.isPending}
        onConfirm={() => {
          if (deleting) actions.remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      />
    </section>
  );
}
