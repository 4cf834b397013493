import { useTranslation } from 'react-i18next';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** Loading placeholder of the card lists; announced once for screen readers. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="grid gap-3">
      <span className="sr-only">{t('buyer.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-32 w-full rounded-xl" />
      ))}
    </div>
  );
}
