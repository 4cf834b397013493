import { useQuery } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AttachmentList as AttachmentListData, AttachmentView } from '#shared/attachments/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { formatFileSize } from './file-size.ts';

export const attachmentKeys = {
  request: (requestId: string) => ['attachments', 'request', requestId] as const,
  offer: (offerId: string) => ['attachments', 'offer', offerId] as const,
};

/** The documents of a request or an offer, as the caller may see them (decision 067). */
export function useAttachments(kind: 'request' | 'offer', id: string) {
  return useQuery({
    queryKey: attachmentKeys[kind](id),
    queryFn: () =>
      api.get<AttachmentListData>(
        kind === 'request' ? `/requests/${id}/attachments` : `/offers/${id}/attachments`,
      ),
  });
}

/**
 * Download links for the documents; nothing while there are none. The server names each file for
 * the caller: the uploader's own name, or 'dokument-1.pdf' for the other party.
 */
export function AttachmentList({
  kind,
  id,
  className,
}: {
  kind: 'request' | 'offer';
  id: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const docs = useAttachments(kind, id);
  if (docs.isError) {
    return <p className="text-sm text-muted-foreground">{t('attachments.loadFailed')}</p>;
  }
  return <DocumentLinks items={docs.data?.items ?? []} testId={`${kind}-documents`} className={className} />;
}

/**
 * The links themselves, for documents that came with another answer (the buyer's offers view
 * carries each offer's documents, decision 072).
 */
export function DocumentLinks({
  items,
  testId,
  className,
}: {
  items: readonly AttachmentView[];
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
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
          </li>
        ))}
      </ul>
    </section>
  );
}
