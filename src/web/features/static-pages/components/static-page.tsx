import type { ReactNode } from 'react';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

interface StaticPageProps {
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** Frame of the information and legal pages: heading, optional lead text, content. */
export function StaticPage({ title, lead, children }: StaticPageProps) {
  usePageMeta(title, lead);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{lead}</p> : null}
      {children ? <div className="mt-8">{children}</div> : null}
    </article>
  );
}
