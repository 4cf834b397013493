import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * A styled native <select>: on phones it opens the system picker, and it works with
 * react-hook-form's register() without a controller.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
