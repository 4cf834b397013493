import { useState } from 'react';
import { Download, FileText, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import type { AttachmentView } from '#shared/attachments/schema.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { useAttachments, useDeleteAttachment } from '#web/features/offers/api/attachments.ts';
import { RemoveButton } from '#web/components/ui/file-row.tsx';
import { formatFileSize } from '#web/components/attachments/file-size.ts';

/**
 * Download links for the documents; nothing while there are none. The server names each file for
 * the caller: the uploader's own name, or 'dokument-1.pdf' for the other party.
 */
export function AttachmentList({
  kind,
  id,
  deletable = false,
  className,
}: {
  kind: 'request' | 'offer';
  id: string;
  /** Decision 072: the uploader's company, while the request is open or the offer pending. */
  deletable?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const docs = useAttachments(kind, id);
  const remove = useDeleteAttachment(kind, id);
  if (docs.isError) {
    return <p className="text-sm text-muted-foreground">{t('attachments.loadFailed')}</p>;
  }
  return (
    <DocumentLinks
      items={docs.data?.items ?? []}
      testId={`${kind}-documents`}
      className={className}
      onDelete={deletable ? (doc) => remove.mutateAsync(doc.id) : undefined}
    />
  );
}

/**
 * The links themselves, for documents that came with another answer (the buyer's offers view
 * carries each offer's documents, decision 072).
 */
export function DocumentLinks({
  items,
  testId,
  className,
  onDelete,
}: {
  items: readonly AttachmentView[];
  testId: string;
  className?: string;
  /** Given: each document gets a delete button that asks first. */
  onDelete?: (doc: AttachmentView) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<AttachmentView | null>(null);
  const [pending, setPending] = useState(false);
  if (items.length === 0) return null;

  async function confirmDelete() {
    if (!asked || !onDelete) return;
    setPending(true);
    try {
      await onDelete(asked);
      toast.success(t('attachments.deleted'));
      setAsked(null);
    } catch (err) {
      toast.error(isApiError(err) ? err.message : t('errors.unexpected'));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-label={t('attachments.listTitle')} className={className} data-testid={testId}>
      <h3 className="text-xs font-medium uppercase text-muted-foreground">{t('attachments.listTitle')}</h3>
      <ul className="mt-1 grid gap-1">
        {items.map((doc) => (
          <li key={doc.id} className="flex flex-wrap items-center gap-2 text-sm">
            <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <a
              href={doc.href}
              download={doc.name}
              className="inline-flex min-w-0 items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
              aria-label={t('attachments.download', { name: doc.name })}
            >
              {doc.name}
              <Download className="size-3.5 shrink-0" aria-hidden="true" />
            </a>
            <span className="text-xs text-muted-foreground">
              {t('attachments.meta', { pages: doc.pages, size: formatFileSize(doc.sizeBytes) })}
            </span>
            {onDelete ? (
              <RemoveButton
                icon={Trash2}
                label={t('attachments.delete', { name: doc.name })}
                onClick={() => setAsked(doc)}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {onDelete ? (
        <ConfirmDialog
          open={asked !== null}
          title={t('attachments.deleteTitle')}
          text={t('attachments.deleteText', { name: asked?.name ?? '' })}
          confirmLabel={t('attachments.deleteConfirm')}
          pending={pending}
          onConfirm={() => void confirmDelete()}
          onOpenChange={(open) => {
            if (!open && !pending) setAsked(null);
          }}
        />
      ) : null}
    </section>
  );
}
