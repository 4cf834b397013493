import { useTranslation } from 'react-i18next';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StaticPage } from './static-page.tsx';
import { LegalText } from './legal-text.tsx';

export interface LegalSection {
  id: string;
  title: string;
  body: string;
}

interface LegalPageProps {
  title: string;
  description: string;
  lead?: string;
  sections: LegalSection[];
  /** The company details are still loading: the text would show placeholders for a moment. */
  pending?: boolean;
}

/** Imprint, privacy notice and terms: numbered sections with anchors for deep links. */
export function LegalPage({ title, description, lead, sections, pending = false }: LegalPageProps) {
  const { t, i18n } = useTranslation();
  // The German text is the binding one; every other language is a reading aid and says so.
  const translated = i18n.language !== 'de';
  return (
    <StaticPage title={title} description={description} {...(lead ? { lead } : {})}>
      {translated ? (
        <p role="note" className="mb-8 rounded-md border bg-muted/50 p-3 text-sm text-muted-foreground">
          {t('static.legal.bindingNote')}
        </p>
      ) : null}
      {pending ? (
        <div className="grid gap-3" aria-hidden="true">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ) : (
        <div className="grid gap-10">
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="grid gap-3">
              <h2
                id={`${s.id}-title`}
                className="hyphens-auto break-words text-xl font-semibold tracking-tight"
              >
                {s.title}
              </h2>
              <LegalText body={s.body} />
            </section>
          ))}
        </div>
      )}
    </StaticPage>
  );
}
