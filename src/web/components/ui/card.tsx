import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-xl border border-border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />;
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4';

/** The heading level depends on the page outline, so callers choose it (default h3). */
export function CardTitle({
  className,
  as: Tag = 'h3',
  ...props
}: ComponentProps<'h3'> & { as?: HeadingTag }) {
  return <Tag className={cn('text-lg font-semibold leading-tight tracking-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-6 pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-wrap items-center gap-3 p-6 pt-0', className)} {...props} />;
}
