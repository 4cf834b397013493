import { useState } from 'react';
import { Download, FileDown } from 'lucide-react';
import { PagedHeader, PagedState, usePaging } from '#web/components/admin/paged-list.tsx';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TranslationView } from '#shared/admin/translations.ts';
import { TRANSLATION_CATEGORIES, UI_LANGUAGES } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import {
  downloadTranslationsExport,
  downloadTranslationsTemplate,
  useTranslationActions,
  useTranslationsList,
} from '#web/features/admin-content/api/translations.ts';
import { CsvImportForm } from '#web/components/admin/csv-import-form.tsx';
import { rowBusy } from '#web/components/admin/row-busy.ts';
import { SearchBox, SelectFilter, Table, Td } from '#web/components/admin/list-parts.tsx';

type Language = (typeof UI_LANGUAGES)[number];
type Category = (typeof TRANSLATION_CATEGORIES)[number];

/** Übersetzungen (spec 2 §2): filters, inline edit, CSV template, export and import. */
export function TranslationsTab() {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language | ''>('');
  const [category, setCategory] = useState<Category | ''>('');
  // '' is the default ";" (German Excel); "comma" for tools that expect ",".
  const [separator, setSeparator] = useState<'comma' | ''>('');
  const { search, setSearch, page, setPage, filtered } = usePaging();
  const list = useTranslationsList({ search, language, category, page, pageSize: 50 });
  const actions = useTranslationActions();
  const [editing, setEditing] = useState<{ id: string; value: string } | null>(null);
  const data = list.data;
  async function download(kind: 'template' | 'export') {
    try {
      if (kind === 'template') await downloadTranslationsTemplate();
      else await downloadTranslationsExport({ language, category, separator });
    } catch (error) {
      console.error(error);
      if (kind === 'template')
        toast.error(t('admin.toast.error'), { description: t('admin.tr.templateFailed') });
      else toast.error(t('admin.tr.exportFailed'), { description: t('admin.tr.exportFailedText') });
    }
  }

  function save(row: TranslationView, value: string) {
    actions.edit.mutate(
      {
        id: row.id,
        input: {
          value,
          description: row.description,
          category: row.category as Category,
          isActive: row.isActive,
        },
      },
      { onSuccess: () => setEditing(null) },
    );
  }

  return (
    <section className="grid gap-4">
      <PagedHeader title={t('admin.mgmt.translations')} list={list}>
        <Button size="sm" variant="outline" onClick={() => void download('template')}>
          <FileDown aria-hidden="true" />
          {t('admin.tr.template')}
        </Button>
        <SelectFilter
          label={t('admin.tr.separator')}
          value={separator}
          onChange={setSeparator}
          allLabel={t('admin.tr.separator.semicolon')}
          options={[{ value: 'comma' as const, label: t('admin.tr.separator.comma') }]}
        />
        <Button size="sm" variant="outline" onClick={() => void download('export')}>
          <Download aria-hidden="true" />
          {t('admin.tr.export')}
        </Button>
      </PagedHeader>
      <ImportForm />
      <div className="flex flex-wrap gap-3">
        <SearchBox value={search} onChange={setSearch} />
        <SelectFilter
          label={t('admin.tr.language')}
          value={language}
          onChange={filtered(setLanguage)}
          options={UI_LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() }))}
        />
        <SelectFilter
          label={t('admin.tr.category')}
          value={category}
          onChange={filtered(setCategory)}
          options={TRANSLATION_CATEGORIES.map((c) => ({ value: c, label: c }))}
        />
      </div>
      <PagedState list={list} errorText={t('admin.tr.loadFailed')} onPage={setPage}>
        <Table
          head={[
            t('admin.tr.key'),
            t('admin.tr.language'),
            t('admin.tr.value'),
            t('admin.tr.category'),
            t('admin.status'),
            t('admin.actions'),
          ]}
        >
          {data?.items.map((row) => {
            const busy = rowBusy(row.id, actions.edit);
            const draft = editing?.id === row.id ? editing.value : null;
            return (
              <tr key={row.id}>
                <Td className="font-mono text-xs">{row.key}</Td>
                <Td>{row.language.toUpperCase()}</Td>
                <Td className="min-w-64">
                  {draft !== null ? (
                    <Input
                      aria-label={t('admin.tr.value')}
                      value={draft}
                      onChange={(e) => setEditing({ id: row.id, value: e.target.value })}
                    />
                  ) : (
                    row.value
                  )}
                </Td>
                <Td>{row.category}</Td>
                <Td>{t(row.isActive ? 'admin.active' : 'admin.inactive')}</Td>
                <Td>
                  {draft !== null ? (
                    <div className="flex gap-1">
                      <Button size="sm" disabled={busy} onClick={() => save(row, draft)}>
                        {t('admin.save')}
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setEditing(null)}>
                        {t('admin.cancel')}
                      </Button>
                    </div>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() => setEditing({ id: row.id, value: row.value })}
                    >
                      {t('admin.edit')}
                    </Button>
                  )}
                </Td>
              </tr>
            );
          })}
        </Table>
      </PagedState>
    </section>
  );
}

function ImportForm() {
  const { t } = useTranslation();
  const { importCsv } = useTranslationActions();
  const [updateExisting, setUpdateExisting] = useState(false);
  return (
    <CsvImportForm
      inputId="translations-csv"
      pending={importCsv.isPending}
      onImport={async (file) =>
        t('admin.tr.importResult', await importCsv.mutateAsync({ file, updateExisting }))
      }
    >
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={updateExisting}
          onChange={(e) => setUpdateExisting(e.target.checked)}
        />
        {t('admin.tr.updateExisting')}
      </label>
    </CsvImportForm>
  );
}
