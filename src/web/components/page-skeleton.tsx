import { useTranslation } from 'react-i18next';
import { Skeleton } from './ui/skeleton.tsx';

/** Shown while a lazily loaded page or a permission check is on its way. */
export function PageSkeleton({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <span className="sr-only">{label ?? t('common.loading')}</span>
      <Skeleton className="h-8 w-64 max-w-full" />
      <Skeleton className="mt-3 h-4 w-96 max-w-full" />
      <Skeleton className="mt-8 h-10 w-full max-w-2xl" />
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    </div>
  );
}
