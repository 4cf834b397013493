import { Clock, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PerformanceMark } from '#shared/seller-performance/rules.ts';
import { formatShare } from '#web/lib/format.ts';

/** A performance mark's text in the reader's language (rules: src/shared/seller-performance/rules.ts). */
export function useMarkText() {
  const { t } = useTranslation();
  return (m: PerformanceMark) =>
    m.kind === 'onTime'
      ? t('mark.onTime', { percent: formatShare(m.percent / 100) })
      : m.hours === 1
        ? t('mark.response1')
        : t('mark.response', { hours: m.hours });
}

/**
 * Issue 35: the marks a seller's stored performance earned (decision 058), beside the rating on
 * an anonymous offer and in the seller's own figures. Coarse steps only; they name no one.
 */
export function PerformanceMarks({
  marks,
  className,
}: {
  marks: readonly PerformanceMark[];
  className?: string;
}) {
  const text = useMarkText();
  if (marks.length === 0) return null;
  return (
    <ul className={className ?? 'flex flex-wrap gap-x-4 gap-y-1 text-sm'} data-testid="performance-marks">
      {marks.map((m) => (
        <li key={m.kind} className="inline-flex items-center gap-1">
          {m.kind === 'onTime' ? (
            <Truck className="size-3.5 text-primary" aria-hidden="true" />
          ) : (
            <Clock className="size-3.5 text-primary" aria-hidden="true" />
          )}
          {text(m)}
        </li>
      ))}
    </ul>
  );
}
