'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataTableProps } from '@/components/data-table';
import { allPages } from './table-export';

/** What a paged staff list answers (`pageOf` in the API). */
export interface Paged<Row> {
  data: Row[];
  pagination: { total: number };
}

type TableState<Row> = Pick<
  DataTableProps<Row>,
  'rows' | 'total' | 'page' | 'perPage' | 'onPage' | 'loading' | 'exportRows'
>;

/**
 * A server-paged list behind a filter: a new filter starts again at page 1, and "Export CSV"
 * walks every page of the same filter. Spread `table` into `<DataTable>`.
 */
export function usePagedList<Row, Filter>(
  key: string,
  initial: Filter,
  load: (filter: Filter, page: number, perPage: number) => Promise<Paged<Row>>,
  perPage = 20,
) {
  const [filter, setFilter] = useState(initial);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [key, filter, page],
    queryFn: () => load(filter, page, perPage),
    placeholderData: keepPreviousData,
  });
  const table: TableState<Row> = {
    rows: query.data?.data ?? [],
    total: query.data?.pagination.total ?? 0,
    page,
    perPage,
    onPage: setPage,
    loading: query.isPending,
    exportRows: () =>
      allPages(async (p, size) => {
        const { data, pagination } = await load(filter, p, size);
        return { data, total: pagination.total };
      }),
  };
  return {
    table,
    query,
    filter,
    setFilter: (next: Filter) => {
      setPage(1);
      setFilter(next);
    },
  };
}

/**
 * A short list the API answers whole (regions, shipping rates: a few dozen at most), paged
 * here so it sits in the same table as every other list.
 */
export function useLocalPages<Row>(all: Row[], loading: boolean, perPage = 20): TableState<Row> {
  const [page, setPage] = useState(1);
  return {
    rows: all.slice((page - 1) * perPage, page * perPage),
    total: all.length,
    page,
    perPage,
    onPage: setPage,
    loading,
    exportRows: async () => all,
  };
}
