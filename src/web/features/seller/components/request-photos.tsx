import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';

/**
 * Thumbnails of the request's photos (issue 13), each a download under its neutral name
 * (foto-1.jpg, set by the server), plus 'Alle' as one zip; the server checks the request is visible.
 */
export function RequestPhotos({ requestId, photoIds }: { requestId: string; photoIds: readonly string[] }) {
  const { t } = useTranslation();
  if (photoIds.length === 0) return null;
  const base = `/api/v1/seller/requests/${requestId}/photos`;
  return (
    <div className="flex flex-wrap items-end gap-2" aria-label={t('seller.col.photos')} role="group">
      {photoIds.map((id, i) => (
        <a
          key={id}
          href={`${base}/${id}`}
          download
          className="grid justify-items-center gap-1 text-xs text-primary underline-offset-4 hover:underline"
          data-testid="request-photo"
        >
          <img
            src={`${base}/${id}`}
            alt={t('seller.photo.one', { n: i + 1 })}
            loading="lazy"
            className="size-14 rounded-md border border-border object-cover"
          />
          <span className="flex items-center gap-1">
            <Download className="size-3" aria-hidden="true" />
            {t('seller.photo.one', { n: i + 1 })}
          </span>
        </a>
      ))}
      {photoIds.length > 1 ? (
        <Button asChild size="sm" variant="ghost">
          <a href={`${base}.zip`} download aria-label={t('seller.photo.allLabel')}>
            <Download aria-hidden="true" />
            {t('seller.photo.all')}
          </a>
        </Button>
      ) : null}
    </div>
  );
}
