'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { allPages } from './table-export';

/** A page of a staff list as the API answers it. */
export interface ListPage<Row> {
  data: Row[];
  pagination: { total: number };
}

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
