import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { partKey } from '#shared/catalog/part-number.ts';
import type { SamePartAnswer } from '#shared/requests/schema.ts';
import { api } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { useDebounced } from '#web/lib/use-debounced.ts';
import { requestKeys } from '#web/features/requests/api/keys.ts';

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
  const query = new URLSearchParams();
  if (first) query.set('partNumber', first);
  if (second) query.set('secondPartNumber', second);
  if (exclude) query.set('exclude', exclude);
  const same = useQuery({
    queryKey: requestKeys.samePart(endpoint, { first, second, exclude }),
    queryFn: () => api.get<SamePartAnswer>(`${endpoint}/same-part?${query.toString()}`),
    enabled: Boolean(first || second),
  });
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
