import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/lib/cn.ts';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        // Scrolls sideways on phones instead of squeezing six German labels into 375 px.
        'flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-60 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab bar that scrolls sideways when its tabs do not fit (a phone): a fade and an arrow
 * button on the side where more tabs wait, and the active tab is kept in view.
 */
export function ScrollableTabsList({
  className,
  activeValue,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { activeValue?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const left = el.scrollLeft > 2;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 2;
    setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('[data-state="active"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeValue]);

  const scrollBy = (dx: number) => ref.current?.scrollBy?.({ left: dx, behavior: 'smooth' });
  const arrow =
    'absolute top-1/2 z-10 flex size-8 -translate-y-1/2 items-center justify-center rounded-full border border-border bg-background text-foreground shadow-sm';

  return (
    <div
      className="relative"
      data-more-left={more.left || undefined}
      data-more-right={more.right || undefined}
    >
      <TabsList ref={ref} className={cn('scroll-smooth [scrollbar-width:none]', className)} {...props} />
      {more.left ? (
        <>
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-0 w-12 rounded-l-lg bg-gradient-to-r from-muted to-transparent"
          />
          <button
            type="button"
            tabIndex={-1}
            aria-label={t('tabs.scrollBack')}
            className={cn(arrow, 'left-0')}
            onClick={() => scrollBy(-160)}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
        </>
      ) : null}
      {more.right ? (
        <>
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 w-12 rounded-r-lg bg-gradient-to-l from-muted to-transparent"
          />
          <button
            type="button"
            tabIndex={-1}
            aria-label={t('tabs.scrollMore')}
            className={cn(arrow, 'right-0')}
            onClick={() => scrollBy(160)}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </>
      ) : null}
    </div>
  );
}
