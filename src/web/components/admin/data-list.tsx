import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/lib/cn.ts';
import { useMediaQuery, WIDE_SCREEN } from '#web/lib/use-media-query.ts';
import { Table, Td } from './list-parts.tsx';

export interface Column<T> {
  key: string;
  header: string;
  /** The cell in the table (and on the card, unless `card` says otherwise). */
  cell: (row: T) => ReactNode;
  /** On the card instead of `cell`; `null` leaves the column off the card. */
  card?: ((row: T) => ReactNode) | null;
  /** Only on cards (the table shows it within another column). */
  cardOnly?: boolean;
  className?: string;
}

interface DataListProps<T extends { id: string }> {
  /** The first column is the card's headline (e.g. the company name). */
  columns: readonly Column<T>[];
  rows: readonly T[];
  actions?: (row: T) => ReactNode;
  /** Names the list of cards for screen readers. */
  label: string;
}

/**
 * An admin list: a table from 1024 px, below that one card per row with the first column as its
 * headline and every other value labelled, so nothing hides behind a sideways scroll.
 */
export function DataList<T extends { id: string }>({ columns, rows, actions, label }: DataListProps<T>) {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE_SCREEN);
  const [first, ...rest] = columns;
  if (!first) return null;

  if (wide) {
    const shown = columns.filter((c) => !c.cardOnly);
    return (
      <Table head={[...shown.map((c) => c.header), ...(actions ? [t('admin.actions')] : [])]}>
        {rows.map((row) => (
          <tr key={row.id}>
            {shown.map((c) => (
              <Td key={c.key} className={c.className}>
                {c.cell(row)}
              </Td>
            ))}
            {actions ? <Td>{actions(row)}</Td> : null}
          </tr>
        ))}
      </Table>
    );
  }

  const headline = (row: T) => (first.card ?? first.cell)(row);
  return (
    <ul aria-label={label} className="grid gap-3" data-testid="admin-cards">
      {rows.map((row) => (
        <li key={row.id} className="rounded-lg border border-border bg-card p-4 shadow-sm">
          <h3 className="break-words text-base font-semibold">{headline(row)}</h3>
          <dl className="mt-2 grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1.5 text-sm">
            {rest
              .filter((c) => c.card !== null)
              .map((c) => (
                <Fragment key={c.key}>
                  <dt className="text-muted-foreground">{c.header}</dt>
                  <dd className={cn('min-w-0 break-words', c.className)}>{(c.card ?? c.cell)(row)}</dd>
                </Fragment>
              ))}
          </dl>
          {actions ? <div className="mt-3 border-t border-border pt-3">{actions(row)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
