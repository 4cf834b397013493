import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A native select styled like the inputs: keyboard and screen-reader behaviour come for free. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
