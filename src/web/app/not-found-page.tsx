import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('notFound.title'), t('notFound.text'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('notFound.text')}</p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}
