import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** One download per photo plus 'Alle' as one zip; the server checks the request is visible. */
export function RequestPhotos({ requestId, photoIds }: { requestId: string; photoIds: readonly string[] }) {
  const { t } = useTranslation();
  if (photoIds.length === 0) return null;
  const base = `/api/v1/seller/requests/${requestId}/photos`;
  return (
    <div className="flex flex-wrap gap-1" aria-label={t('seller.col.photos')}>
      {photoIds.map((id, i) => (
        <Button key={id} asChild size="sm" variant="ghost">
          <a href={`${base}/${id}`} download>
            <Download aria-hidden="true" />
            {t('seller.photo.one', { n: i + 1 })}
          </a>
        </Button>
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
