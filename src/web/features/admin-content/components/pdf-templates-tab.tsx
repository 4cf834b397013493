import { useRef, useState, type FormEvent } from 'react';
import { Download, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PdfTemplateView } from '#shared/admin/templates.ts';
import {
  ORDER_TEMPLATE_LABEL_PLACEHOLDERS,
  ORDER_TEMPLATE_PLACEHOLDERS,
} from '#shared/templates/order-placeholders.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { UploadProgress } from '#web/components/ui/upload-progress.tsx';
import type { UploadProgress as UploadProgressValue } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { usePdfTemplateActions, usePdfTemplates } from '#web/features/admin-content/api/templates.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { rowBusy } from '#web/components/admin/row-busy.ts';
import { PdfTemplateTestDialog } from '#web/features/admin-content/components/pdf-template-test-dialog.tsx';
import { ListHeader, ListState, Table, Td } from '#web/components/admin/list-parts.tsx';

/** Spec 2 §9: sizes in KB or MB with one decimal. */
function fileSize(bytes: number): string {
  const kb = bytes / 1024;
  return kb < 1024
    ? `${kb.toFixed(1).replace('.', ',')} KB`
    : `${(kb / 1024).toFixed(1).replace('.', ',')} MB`;
}

/** PDF-Vorlagen (spec 2 §2): upload .docx/.doc, activate exclusively, download, delete, help card. */
export function PdfTemplatesTab() {
  const { t } = useTranslation();
  const list = usePdfTemplates();
  const actions = usePdfTemplateActions();
  const [deleting, setDeleting] = useState<PdfTemplateView | null>(null);
  const [testing, setTesting] = useState<PdfTemplateView | null>(null);
  const items = list.data?.items ?? [];

  return (
    <section className="grid gap-4">
      <ListHeader
        title={t('admin.mgmt.pdfTemplates')}
        count={items.length}
        onRefresh={() => void list.refetch()}
        refreshing={list.isFetching}
      />
      <UploadForm />
      <ListState
        isPending={list.isPending}
        error={list.error}
        isEmpty={items.length === 0}
        errorText={t('admin.pdf.loadFailed')}
        onRetry={() => void list.refetch()}
      >
        <Table
          head={[
            t('admin.name'),
            t('admin.description'),
            t('admin.pdf.file'),
            t('admin.pdf.size'),
            t('admin.status'),
            t('admin.created'),
            t('admin.actions'),
          ]}
        >
          {items.map((p) => {
            const busy = rowBusy(p.id, actions.setActive, actions.remove);
            return (
              <tr key={p.id}>
                <Td className="font-medium">{p.name}</Td>
                <Td>{p.description}</Td>
                <Td>{p.fileName}</Td>
                <Td>{fileSize(p.fileSize)}</Td>
                <Td>
                  <Badge variant={p.isActive ? 'success' : 'secondary'}>
                    {t(p.isActive ? 'admin.active' : 'admin.inactive')}
                  </Badge>
                </Td>
                <Td>{formatDate(p.createdAt)}</Td>
                <Td>
                  <div className="flex flex-wrap gap-1">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() => actions.setActive.mutate({ id: p.id, active: !p.isActive })}
                    >
                      {t(p.isActive ? 'admin.deactivate' : 'admin.activate')}
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setTesting(p)}>
                      {t('admin.pdf.test')}
                    </Button>
                    <Button asChild size="sm" variant="outline">
                      <a href={`/api/v1/admin/pdf-templates/${p.id}/download`} download={p.fileName}>
                        <Download aria-hidden="true" />
                        {t('admin.pdf.download')}
                      </a>
                    </Button>
                    <Button size="sm" variant="destructive" disabled={busy} onClick={() => setDeleting(p)}>
                      {t('admin.delete')}
                    </Button>
                  </div>
                </Td>
              </tr>
            );
          })}
        </Table>
      </ListState>
      <Card>
        <CardHeader>
          <CardTitle as="h3">{t('admin.pdf.helpTitle')}</CardTitle>
          <CardDescription>{t('admin.pdf.helpText', { example: '{{order_number}}' })}</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="font-mono text-xs leading-6">
            {ORDER_TEMPLATE_PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ')}
          </p>
          <p className="mt-3 text-sm text-muted-foreground">
            {t('admin.pdf.labelsHelp', { lang: '{{lang}}' })}
          </p>
          <p className="font-mono text-xs leading-6">
            {ORDER_TEMPLATE_LABEL_PLACEHOLDERS.map((p) => `{{${p}}}`).join(' ')}
          </p>
        </CardContent>
      </Card>
      {testing ? <PdfTemplateTestDialog template={testing} onClose={() => setTesting(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('admin.delete')}
        text={t('admin.pdf.deleteText', { name: deleting?.name ?? '' })}
        pending={actions.remove.isPending}
        onConfirm={() =>
          deleting && actions.remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }
      />
    </section>
  );
}

function UploadForm() {
  const { t } = useTranslation();
  const { upload } = usePdfTemplateActions();
  const file = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgressValue | null>(null);
  const [chosenName, setChosenName] = useState('');
  const sending = useRef<AbortController | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!name.trim() || !chosen) return setError(t('admin.pdf.nameRequired'));
    setError(null);
    const body = new FormData();
    body.set('name', name.trim());
    body.set('description', description);
    body.set('file', chosen);
    sending.current = new AbortController();
    setChosenName(chosen.name);
    upload.mutate(
      { body, onProgress: setProgress, signal: sending.current.signal },
      {
        onSuccess: () => {
          setName('');
          setDescription('');
          if (file.current) file.current.value = '';
        },
        onSettled: () => {
          sending.current = null;
          setProgress(null);
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end"
    >
      <FormField label={t('admin.name')} required value={name} onChange={(e) => setName(e.target.value)} />
      <FormField
        label={t('admin.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <div className="grid gap-1">
        <Label htmlFor="pdf-template-file">{t('admin.pdf.file')}</Label>
        <input id="pdf-template-file" ref={file} type="file" accept=".docx,.doc" className="text-sm" />
      </div>
      <Button type="submit" disabled={upload.isPending}>
        <Upload aria-hidden="true" />
        {t('admin.pdf.upload')}
      </Button>
      {upload.isPending ? (
        <div className="sm:col-span-4">
          <UploadProgress
            label={t('upload.uploadingFile', { name: chosenName })}
            progress={progress}
            onCancel={() => sending.current?.abort()}
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive sm:col-span-4">
          {error}
        </p>
      ) : null}
    </form>
  );
}
