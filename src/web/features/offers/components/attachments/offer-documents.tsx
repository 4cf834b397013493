import { useState } from 'react';
import { LoaderCircle, Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MAX_DOCUMENTS_PER_OFFER } from '#shared/attachments/schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { AttachmentList } from './attachment-list.tsx';
import { useAttachments, useUploadOfferDocuments } from '#web/features/offers/api/attachments.ts';
import { DocumentPicker } from '#web/components/attachments/document-picker.tsx';

/**
 * The seller's own offer: its documents and, while it is pending, a picker to attach more (at
 * most three in all). A refused file is named under the picker.
 */
export function OfferDocuments({ offerId, pending }: { offerId: string; pending: boolean }) {
  const { t } = useTranslation();
  const docs = useAttachments('offer', offerId);
  const upload = useUploadOfferDocuments(offerId);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const room = MAX_DOCUMENTS_PER_OFFER - (docs.data?.items.length ?? 0);

  async function attach() {
    setSending(true);
    try {
      // The hook asks the list again before this resolves, as the screen did before.
      await upload.mutateAsync(files);
      setFiles([]);
      setError(null);
      toast.success(t('attachments.uploaded'));
    } catch (err) {
      setError(isApiError(err) ? err.message : t('errors.unexpected'));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="grid gap-3">
      <AttachmentList kind="offer" id={offerId} deletable={pending} />
      {pending && docs.isSuccess && room > 0 ? (
        <div className="grid gap-2 rounded-md border border-border p-3">
          <DocumentPicker
            files={files}
            onChange={setFiles}
            error={error}
            onError={setError}
            max={room}
            hint={t('attachments.offerHint', { count: MAX_DOCUMENTS_PER_OFFER })}
          />
          {files.length > 0 ? (
            <Button className="justify-self-start" onClick={() => void attach()} disabled={sending}>
              {sending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Paperclip aria-hidden="true" />
              )}
              {sending ? t('attachments.uploading') : t('attachments.attach')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
