import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Page } from '#shared/common/pagination.ts';
import { ErrorCard } from '../../../components/error-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { Pagination } from './pagination.tsx';

interface FilteredListProps<T> {
  /** The filter fields; a reset button follows them. */
  filters: ReactNode;
  onReset: () => void;
  query: UseQueryResult<Page<T>>;
  loadFailed: string;
  /** What an empty list shows (icon and texts). */
  empty: ReactNode;
  /** A line above the items (e.g. "3 von 12"). */
  summary?: (page: Page<T>) => ReactNode;
  item: (item: T) => ReactNode;
  onPage: (page: number) => void;
}

/** The buyer's Anfragen and Bestellungen tabs: filters, then loading, error, empty or the page. */
export function FilteredList<T>({
  filters,
  onReset,
  query,
  loadFailed,
  empty,
  summary,
  item,
  onPage,
}: FilteredListProps<T>) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-2 lg:grid-cols-4">
          {filters}
          <div className="flex items-end">
            <Button variant="outline" className="w-full" onClick={onReset}>
              <RotateCcw aria-hidden="true" />
              {t('buyer.filters.reset')}
            </Button>
          </div>
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
            onPage={onPage}
          />
        </>
      )}
    </div>
  );
}
