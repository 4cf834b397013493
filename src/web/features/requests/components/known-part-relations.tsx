import { useTranslation } from 'react-i18next';
import { useKnownPartRelations } from '#web/features/requests/api/part-relations.ts';

/** Issue 30: a request's confirmed cross-references ('ersetzt durch …', 'gleichwertig: …'). */
export function KnownPartRelations({ path }: { path: string }) {
  const { t } = useTranslation();
  const relations = useKnownPartRelations(path);
  const items = relations.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t('partRelations.title')}>
      {items.map((r) => (
        <li key={`${r.relation}:${r.partNumber}`}>
          <span className="text-muted-foreground">{t(`partRelations.${r.relation}`)}</span>{' '}
          <span className="font-medium">{[r.manufacturer, r.partNumber].filter(Boolean).join(' ')}</span>
        </li>
      ))}
    </ul>
  );
}
