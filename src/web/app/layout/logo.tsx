import { Cog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#web/lib/paths.ts';

export function Logo({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home}
      onClick={onNavigate}
      aria-label={t('nav.logoLabel')}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Cog className="size-5" aria-hidden="true" />
      </span>
      <span>
        Hydro<span className="text-primary">Parts</span>
      </span>
    </Link>
  );
}
