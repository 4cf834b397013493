import { useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { PhotoViewer } from '#web/components/photo-viewer.tsx';
import { isUiLanguage } from '#shared/i18n/languages.ts';

/**
 * Thumbnails of the request's photos (issue 13): a click opens the viewer (issue 34: zoom, swipe,
 * keyboard); 'Foto 1' below each downloads it under its neutral name (foto-1.jpg, set by the
 * server), and 'Alle' all as one zip named by the part; the server checks the request is visible.
 */
export function RequestPhotos({ requestId, photoIds }: { requestId: string; photoIds: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  if (photoIds.length === 0) return null;
  const base = `/api/v1/seller/requests/${requestId}/photos`;
  const photos = photoIds.map((id) => ({ src: `${base}/${id}`, downloadHref: `${base}/${id}` }));
  return (
    <div className="flex flex-wrap items-end gap-2" aria-label={t('seller.col.photos')} role="group">
      {photoIds.map((id, i) => (
        <div key={id} className="grid justify-items-center gap-1 text-xs" data-testid="request-photo">
          <button
            type="button"
            onClick={() => setShown(i)}
            className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={t('viewer.title', { n: i + 1, total: photoIds.length })}
          >
            <img
              src={`${base}/${id}`}
              alt=""
              loading="lazy"
              className="size-14 rounded-md border border-border object-cover"
            />
          </button>
          <a
            href={`${base}/${id}`}
            download
            className="flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          >
            <Download className="size-3" aria-hidden="true" />
            {t('seller.photo.one', { n: i + 1 })}
          </a>
        </div>
      ))}
      {photoIds.length > 1 ? (
        <Button asChild size="sm" variant="ghost">
          {/* Named 'Fotos-Anfrage-<Teilenummer>-<Tag>.zip' in the reader's language (decision 078). */}
          <a
            href={`${base}.zip?language=${isUiLanguage(i18n.language) ? i18n.language : 'de'}`}
            download
            aria-label={t('seller.photo.allLabel')}
          >
            <Download aria-hidden="true" />
            {t('seller.photo.all')}
          </a>
        </Button>
      ) : null}
      <PhotoViewer photos={photos} index={shown} onIndexChange={setShown} onClose={() => setShown(null)} />
    </div>
  );
}
