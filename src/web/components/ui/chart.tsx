import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '#web/lib/cn.ts';

/** One point of a series: its axis label, its value (null: no value, drawn as a gap). */
export interface ChartPoint {
  label: string;
  value: number | null;
  /** A longer label for the table and the tooltip (e.g. the week's date). */
  detail?: string;
  /** Shown beside the value in the table (e.g. '1 von 3 Anfragen'). */
  note?: string;
}

export interface ChartProps {
  /** The visible caption (figcaption) and the table's caption. */
  title: string;
  points: readonly ChartPoint[];
  kind?: 'bar' | 'line';
  /** Formats values in tooltips, the table and (without formatAxis) the axis: the locale's helpers. */
  formatValue: (value: number) => string;
  /** Formats the axis' round ticks when they read better shorter (e.g. whole euros: 1.250 €). */
  formatAxis?: (value: number) => string;
  /** A sentence for screen readers: what the chart shows (role="img" has no other content). */
  summary: string;
  /** The <details> summary that opens the table alternative, e.g. 'Als Tabelle anzeigen'. */
  tableLabel: string;
  /** The table's two column headers: the label column and the value column. */
  columns: readonly [string, string];
  /** The fixed top of the value axis (e.g. 1 for a share); else a round number above the data. */
  max?: number;
  /** Whole numbers only on the axis (counts). */
  integer?: boolean;
  height?: number;
  className?: string;
}

const MARGIN = { top: 10, right: 8, bottom: 26 };
const FALLBACK_WIDTH = 640;
/** Minimum room per axis label, in pixels, before labels are thinned out. */
const LABEL_ROOM = 56;

/**
 * A round step near range / 4: 1, 2, 2.5 or 5 times a power of ten. The ticks run from zero, or
 * from a round value below zero when the data go below it (e.g. a saving that was a surcharge).
 */
export function niceTicks(dataMax: number, fixedMax?: number, integer = false, dataMin = 0): number[] {
  const low = Math.min(0, dataMin);
  const top = fixedMax ?? (dataMax > 0 ? dataMax : low < 0 ? 0 : 1);
  const raw = (top - low) / 4;
  const pow = 10 ** Math.floor(Math.log10(raw));
  let step = [1, 2, 2.5, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? raw;
  if (integer) step = Math.max(1, Math.ceil(step));
  const start = low < 0 ? Math.floor(low / step) * step : 0;
  const end = fixedMax ?? Math.ceil(top / step) * step;
  const ticks: number[] = [];
  for (let v = start; v <= end + step / 1000; v += step) ticks.push(Number(v.toFixed(10)));
  return ticks;
}

/** The element's width, followed as it resizes (text in the SVG stays at its real size). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * An accessible bar or line chart drawn as SVG (decision 050): no chart library, so nothing is
 * added to any bundle but the page that shows it. The figure has a caption, the drawing is one
 * role="img" with a summary, and the same figures open as a table below it.
 */
export function Chart({
  title,
  points,
  kind = 'bar',
  formatValue,
  formatAxis = formatValue,
  summary,
  tableLabel,
  columns,
  max,
  integer = false,
  height = 200,
  className,
}: ChartProps) {
  const [ref, width] = useWidth();
  const captionId = useId();
  const values = points.map((p) => p.value).filter((v): v is number => v !== null);
  const ticks = niceTicks(Math.max(0, ...values), max, integer, Math.min(0, ...values));
  const top = ticks[ticks.length - 1] ?? 1;
  const bottom = ticks[0] ?? 0;
  const tickLabels = ticks.map(formatAxis);
  const left = Math.max(...tickLabels.map((l) => l.length)) * 7 + 10;
  const plotW = Math.max(10, width - left - MARGIN.right);
  const plotH = height - MARGIN.top - MARGIN.bottom;
  const band = plotW / Math.max(1, points.length);
  const y = (v: number) =>
    MARGIN.top + plotH - ((Math.max(bottom, Math.min(v, top)) - bottom) / (top - bottom || 1)) * plotH;
  const x = (i: number) => left + band * i + band / 2;
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(plotW / LABEL_ROOM))));

  let path = '';
  points.forEach((p, i) => {
    if (p.value === null) return;
    const prev = points[i - 1];
    path += `${i === 0 || !prev || prev.value === null ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`;
  });

  return (
    <figure className={cn('min-w-0', className)} aria-labelledby={captionId}>
      <figcaption id={captionId} className="mb-2 text-sm font-semibold">
        {title}
      </figcaption>
      <div ref={ref} className="w-full">
        <svg role="img" aria-label={summary} width={width} height={height} className="block max-w-full">
          {ticks.map((tick, i) => (
            <g key={tick}>
              <line
                x1={left}
                x2={left + plotW}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? 'stroke-muted-foreground' : 'stroke-border'}
                strokeWidth={1}
              />
              <text
                x={left - 6}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                className="fill-muted-foreground text-[11px]"
              >
                {tickLabels[i]}
              </text>
            </g>
          ))}
          {points.map((p, i) =>
            (points.length - 1 - i) % labelEvery === 0 ? (
              <text
                key={`x${i}`}
                x={x(i)}
                y={height - 8}
                textAnchor="middle"
                className="fill-muted-foreground text-[11px]"
              >
                {p.label}
              </text>
            ) : null,
          )}
          {kind === 'line' && path && (
            <path d={path} fill="none" className="stroke-primary" strokeWidth={2} strokeLinejoin="round" />
          )}
          {points.map((p, i) => {
            if (p.value === null) return null;
            const tip = `${p.detail ?? p.label}: ${formatValue(p.value)}`;
            if (kind === 'line') {
              return (
                <circle key={`p${i}`} cx={x(i)} cy={y(p.value)} r={3.5} className="fill-primary">
                  <title>{tip}</title>
                </circle>
              );
            }
            const barW = Math.max(2, Math.min(40, band * 0.7));
            // Bars stand on the zero line: upwards for positive values, downwards for negative ones.
            const from = Math.min(y(0), y(p.value));
            return (
              <rect
                key={`p${i}`}
                x={x(i) - barW / 2}
                y={from}
                width={barW}
                height={Math.abs(y(0) - y(p.value))}
                rx={2}
                className={p.value < 0 ? 'fill-destructive' : 'fill-primary'}
              >
                <title>{tip}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-primary underline-offset-2 hover:underline">
          {tableLabel}
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-1 pr-4 font-medium">
                  {columns[0]}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {columns[1]}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((p, i) => (
                <tr key={i} className="border-b border-border/60">
                  <th scope="row" className="whitespace-nowrap py-1 pr-4 align-top font-normal">
                    {p.detail ?? p.label}
                  </th>
                  <td className="py-1 text-right tabular-nums">
                    {p.value === null ? '–' : formatValue(p.value)}
                    {p.note && (
                      <span className="block text-muted-foreground sm:ml-2 sm:inline">{p.note}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
