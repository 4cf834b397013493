import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { partKey } from '#shared/catalog/part-number.ts';
import { formatDate } from '#web/lib/format.ts';
import { useDebounced } from '#web/lib/use-debounced.ts';
import { useSamePart } from '#web/features/requests/api/same-part.ts';

/**
 * Issue 30: 'Sie haben dieses Teil am … bereits angefragt' — the caller's own requests for the
 * same part (either number, compared by partKey()) in the last 30 days, each with a link to it.
 */
export function SamePartHint({
  endpoint,
  listTab,
  partNumber,
  secondPartNumber,
  exclude,
}: {
  endpoint: string;
  listTab: string;
  partNumber: string;
  secondPartNumber?: string | undefined;
  exclude?: string | undefined;
}) {
  const { t } = useTranslation();
  const first = useDebounced(partKey(partNumber) ? partNumber.trim() : '', 400);
  const second = useDebounced(partKey(secondPartNumber) ? (secondPartNumber ?? '').trim() : '', 400);
  const same = useSamePart(endpoint, { first, second, exclude });
  const items = same.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <div
      role="status"
      className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-medium">{t('requestForm.samePart', { count: items.length })}</p>
        <ul className="grid gap-1">
          {items.map((r) => (
            <li key={r.id}>
              <Link className="underline" to={`?tab=${listTab}&request=${r.id}`}>
                {t('requestForm.samePartLink', {
                  date: formatDate(r.createdAt),
                  number: r.secondPartNumber ? `${r.partNumber} / ${r.secondPartNumber}` : r.partNumber,
                })}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
