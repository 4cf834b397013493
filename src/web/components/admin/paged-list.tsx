import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '#shared/common/pagination.ts';
import { ListHeader, ListState, Pager } from './list-parts.tsx';

/** Search text and page of a server-paged admin list; a new search or filter starts at page 1. */
export function usePaging() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const filtered =
    <V,>(set: (v: V) => void) =>
    (v: V) => {
      set(v);
      setPage(1);
    };
  return { search, setSearch: filtered(setSearchText), page, setPage, filtered };
}

/** The tab's title with the list's total, its refresh button and the tab's own tools. */
export function PagedHeader({
  title,
  list,
  children,
}: {
  title: string;
  list: UseQueryResult<Page<unknown>>;
  children?: ReactNode;
}) {
  return (
    <ListHeader
      title={title}
      count={list.data?.total}
      onRefresh={() => void list.refetch()}
      refreshing={list.isFetching}
    >
      {children}
    </ListHeader>
  );
}

/** Loading, error and empty states of a paged list, then the page and the pager. */
export function PagedState<T>({
  list,
  errorText,
  emptyText,
  onPage,
  children,
}: {
  list: UseQueryResult<Page<T>>;
  errorText: string;
  emptyText?: string;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const data = list.data;
  return (
    <ListState
      isPending={list.isPending}
      error={list.error}
      isEmpty={data?.items.length === 0}
      {...(emptyText === undefined ? {} : { emptyText })}
      errorText={errorText}
      onRetry={() => void list.refetch()}
    >
      {children}
      {data ? <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} /> : null}
    </ListState>
  );
}
