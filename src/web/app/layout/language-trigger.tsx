import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { findLanguage } from '#shared/i18n/languages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { FlagIcon } from './flag-icon.tsx';

/** The switcher's button: flag and name of the current language. */
export function LanguageTrigger({
  className,
  compact = false,
  ...props
}: ComponentProps<typeof Button> & { compact?: boolean | undefined }) {
  const { t, i18n } = useTranslation();
  const current = findLanguage(i18n.language);
  return (
    <Button
      variant="ghost"
      aria-haspopup="menu"
      className={cn('gap-1.5', className)}
      aria-label={t('language.current', { name: current.name })}
      {...props}
    >
      <FlagIcon code={current.code} />
      <span className={cn(compact && 'sr-only sm:not-sr-only')}>{current.name}</span>
      <ChevronDown aria-hidden="true" className="text-muted-foreground" />
    </Button>
  );
}
