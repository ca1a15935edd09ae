'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataTableProps } from '@/components/data-table';
import { allPages } from './table-export';

/** A page of a staff list as the API answers it (`pageOf` in the API). */
export interface ListPage<Row> {
  data: Row[];
  pagination: { total: number };
}

type TableState<Row> = Pick<
  DataTableProps<Row>,
  'rows' | 'total' | 'page' | 'perPage' | 'onPage' | 'loading' | 'exportRows'
>;

/**
 * One page of a server-paged staff list for the shared table, kept while the next loads, and
 * every page of the same filter for its CSV export. A new filter starts again at page 1.
 */
export function usePagedList<Row, Filter>(options: {
  key: string;
  filter: Filter;
  perPage: number;
  load: (filter: Filter, page: number, perPage: number) => Promise<ListPage<Row>>;
}) {
  const { key, filter, perPage, load } = options;
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = Object.is(paging.filter, filter) ? paging.page : 1;
  const list = useQuery({
    queryKey: [key, filter, page, perPage],
    queryFn: () => load(filter, page, perPage),
    placeholderData: keepPreviousData,
  });
  return {
    page,
    setPage: (next: number) => setPaging({ filter, page: next }),
    rows: list.data?.data ?? [],
    total: list.data?.pagination.total ?? 0,
    loading: list.isPending,
    error: list.error,
    exportRows: () =>
      allPages(async (p, size) => {
        const { data, pagination } = await load(filter, p, size);
        return { data, total: pagination.total };
      }),
  };
}

/**
 * The same list holding its own filter: spread `table` into `<DataTable>`, and `setFilter`
 * from the screen's filter controls.
 */
export function useFilteredList<Row, Filter>(
  key: string,
  initial: Filter,
  load: (filter: Filter, page: number, perPage: number) => Promise<ListPage<Row>>,
  perPage = 20,
) {
  const [filter, setFilter] = useState(initial);
  const list = usePagedList({ key, filter, perPage, load });
  const table: TableState<Row> = {
    rows: list.rows,
    total: list.total,
    page: list.page,
    perPage,
    onPage: list.setPage,
    loading: list.loading,
    exportRows: list.exportRows,
  };
  return { table, error: list.error, filter, setFilter };
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
