import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** Decorative placeholder; the surrounding region announces the loading state to screen readers. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
