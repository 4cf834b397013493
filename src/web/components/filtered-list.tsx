import { useId, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Page } from '#shared/common/pagination.ts';
import { ErrorCard } from './error-card.tsx';
import { SelectField } from './select-field.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { useDebounced } from '#web/lib/use-debounced.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { Pagination } from './pagination.tsx';

interface ListFilters {
  search: string;
  sort: string;
  page: number;
}

/**
 * The filters of one list: a change starts again at page 1; the search is debounced before it
 * reaches the query.
 */
export function useListFilters<F extends ListFilters>(initial: F) {
  const [values, setValues] = useState<F>(initial);
  const search = useDebounced(values.search);
  return {
    values,
    /** What the query asks for. */
    query: { ...values, search },
    update: (patch: Partial<F>) => setValues((f) => ({ ...f, page: 1, ...patch })),
    reset: () => setValues(initial),
    setPage: (page: number) => setValues((f) => ({ ...f, page })),
  };
}

type SelectKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

export interface FilterBarSpec<F extends ListFilters> {
  filters: ReturnType<typeof useListFilters<F>>;
  search: { placeholder: string; className: string };
  selects: readonly {
    key: Exclude<SelectKeys<F>, 'search'>;
    label: string;
    options: readonly Option[];
  }[];
  /** The list's own sort orders, after 'Neueste' and 'Älteste' which both lists have. */
  sorts: readonly Option[];
}

type Option = { value: string; label: string };

/**
 * A search field, the list's selects and the sort order, each writing its own filter. Issue 34:
 * on a phone the selects and the reset wait behind one button, so the list starts on the first
 * screen; from 640 px they stand beside the search as before.
 */
function FilterFields<F extends ListFilters>({ filters, search, selects, sorts }: FilterBarSpec<F>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const moreId = useId();
  const sortSelect = {
    key: 'sort' as Exclude<SelectKeys<F>, 'search'>,
    label: t('buyer.filters.sort'),
    options: [
      { value: 'newest', label: t('buyer.filters.sortNewest') },
      { value: 'oldest', label: t('buyer.filters.sortOldest') },
      ...sorts,
    ],
  };
  return (
    <>
      <FormField
        className={search.className}
        label={t('buyer.filters.search')}
        type="search"
        placeholder={search.placeholder}
        value={filters.values.search}
        onChange={(e) => filters.update({ search: e.target.value } as Partial<F>)}
      />
      <Button
        variant="outline"
        className="sm:hidden"
        aria-expanded={open}
        aria-controls={moreId}
        onClick={() => setOpen((o) => !o)}
      >
        <SlidersHorizontal aria-hidden="true" />
        {t('buyer.filters.toggle')}
      </Button>
      <div id={moreId} className={open ? 'contents' : 'hidden sm:contents'}>
        {[...selects, sortSelect].map((s) => (
          <SelectField
            key={s.key}
            label={s.label}
            value={filters.values[s.key] as string}
            onChange={(value) => filters.update({ [s.key]: value } as Partial<F>)}
            options={s.options}
          />
        ))}
        <div className="flex items-end">
          <Button variant="outline" className="w-full" onClick={filters.reset}>
            <RotateCcw aria-hidden="true" />
            {t('buyer.filters.reset')}
          </Button>
        </div>
      </div>
    </>
  );
}

interface FilteredListProps<T, F extends ListFilters> {
  /** The filter fields; a reset button follows them. */
  filterBar: FilterBarSpec<F>;
  query: UseQueryResult<Page<T>>;
  loadFailed: string;
  /** What an empty list shows (icon and texts). */
  empty: ReactNode;
  /** A line above the items (e.g. "3 von 12"). */
  summary?: (page: Page<T>) => ReactNode;
  item: (item: T) => ReactNode;
}

/** The buyer's Anfragen and Bestellungen tabs: filters, then loading, error, empty or the page. */
export function FilteredList<T, F extends ListFilters>({
  filterBar,
  query,
  loadFailed,
  empty,
  summary,
  item,
}: FilteredListProps<T, F>) {
  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-2 lg:grid-cols-4">
          <FilterFields {...filterBar} />
        </CardContent>
      </Card>
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <ErrorCard description={loadFailed} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">{empty}</CardContent>
        </Card>
      ) : (
        <>
          {summary?.(query.data)}
          <div className="grid gap-3">{query.data.items.map(item)}</div>
          <Pagination
            page={query.data.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            onPage={filterBar.filters.setPage}
          />
        </>
      )}
    </div>
  );
}
