import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, MailCheck, type LucideIcon } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

const TONES = {
  success: { box: 'bg-success-soft text-success', icon: CircleCheck },
  info: { box: 'bg-primary-soft text-foreground', icon: Info },
  mail: { box: 'bg-primary-soft text-foreground', icon: MailCheck },
  warning: { box: 'border border-warning/40 bg-warning-soft text-foreground', icon: CircleAlert },
} satisfies Record<string, { box: string; icon: LucideIcon }>;

/**
 * A banner that stays on the page (issue 34: a signup's success is not a toast that goes): an
 * icon, an optional title and the text. `role` status for news, alert for what went wrong.
 */
export function Notice({
  tone,
  title,
  children,
  className,
  testId,
}: {
  tone: keyof typeof TONES;
  title?: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const { box, icon: Icon } = TONES[tone];
  return (
    <div
      role={tone === 'warning' ? 'alert' : 'status'}
      data-testid={testId}
      className={cn('flex gap-2 rounded-lg p-3 text-sm', box, className)}
    >
      <Icon
        className={cn(
          'mt-0.5 size-4 shrink-0',
          tone === 'warning' ? 'text-warning' : tone === 'success' ? '' : 'text-primary',
        )}
        aria-hidden="true"
      />
      <div className="grid gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
