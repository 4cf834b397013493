import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { formatDate } from '#web/lib/format.ts';
import { useOwnDeclines } from '#web/features/offers/api/seller-queries.ts';
import { useUndoDecline } from '#web/features/offers/api/seller-mutations.ts';

/**
 * The requests this seller declined (issue 30), under the list: each can be taken back, and is
 * then in the list again. Folded away until opened; nothing is shown without declines.
 */
export function DeclinedList({ onUndone }: { onUndone: (partNumber: string) => void }) {
  const { t } = useTranslation();
  const declines = useOwnDeclines();
  const undo = useUndoDecline();
  const items = declines.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <details className="rounded-lg border border-border p-3 text-sm" data-testid="declined-list">
      <summary className="cursor-pointer font-medium">
        {t('seller.declined.title', { count: items.length })}
      </summary>
      <ul className="mt-3 grid gap-2">
        {items.map((d) => (
          <li
            key={d.requestId}
            className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2"
          >
            <div className="min-w-0">
              <p className="font-mono font-semibold">{d.partNumber}</p>
              <p className="text-muted-foreground">
                {d.manufacturer ? `${d.manufacturer} · ` : ''}
                {t(`seller.decline.reason.${d.reason}`)} · {formatDate(d.createdAt)}
                {d.note ? ` · ${d.note}` : ''}
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              disabled={undo.isPending}
              aria-label={t('seller.declined.undoLabel', { part: d.partNumber })}
              onClick={() => undo.mutate(d.requestId, { onSuccess: () => onUndone(d.partNumber) })}
            >
              {t('seller.declined.undo')}
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
