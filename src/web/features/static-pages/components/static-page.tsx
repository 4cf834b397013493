import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';

interface StaticPageProps {
  title: string;
  lead?: string;
  /** Meta description; the lead text when not given. */
  description?: string;
  /** Information pages with cards use the full width; legal texts keep a readable line length. */
  wide?: boolean;
  children?: ReactNode;
}

/** Frame of the information and legal pages: heading, optional lead text, content. */
export function StaticPage({ title, lead, description, wide = false, children }: StaticPageProps) {
  usePageMeta(title, description ?? lead);
  return (
    <article className={cn('mx-auto w-full px-4 py-12 sm:px-6 md:py-16', wide ? 'max-w-6xl' : 'max-w-3xl')}>
      <h1 className="hyphens-auto break-words text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted-foreground">{lead}</p> : null}
      {children ? <div className="mt-10">{children}</div> : null}
    </article>
  );
}
