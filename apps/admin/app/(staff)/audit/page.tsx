'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import { Button, Card, Empty, Field, PageTitle } from '@/components/ui';
import { must, staffApi } from '@/lib/staff-api';

const BASE = '/api/staff/admin/v1/audit-log';
const PER_PAGE = 25;

interface Filter {
  actor?: string;
  path?: string;
  from?: string;
  to?: string;
}

async function load(filter: Filter, page: number) {
  return must(staffApi.GET(BASE, { params: { query: { ...filter, page, per_page: PER_PAGE } } }));
}
type Entry = Awaited<ReturnType<typeof load>>['data'][number];

const column = createColumnHelper<Entry>();
const columns = [
  column.accessor('occurred_at', {
    header: 'When',
    cell: (c) => c.getValue().slice(0, 19).replace('T', ' '),
  }),
  column.accessor((e) => (e.actor.kind === 'machine' ? 'machine' : (e.actor.email ?? '—')), {
    id: 'actor',
    header: 'Who',
  }),
  column.accessor('permission', { header: 'What' }),
  column.accessor((e) => `${e.method} ${e.path}`, { id: 'object', header: 'Object' }),
  column.accessor('status', { header: 'Result' }),
  column.accessor('client_address', { header: 'From' }),
];

/** Searchable, exportable, never editable: what staff did (docs/back-office.md). */
export default function AuditPage() {
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: ['audit', filter, page],
    queryFn: () => load(filter, page),
    placeholderData: keepPreviousData,
  });
  // TanStack Table is not React-Compiler friendly; the table is small and re-rendered per page.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: log.data?.data ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
  });
  const total = log.data?.pagination.total ?? 0;
  const exportQuery = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();

  return (
    <>
      <PageTitle description="Every change made in the back office, with who made it and from where.">
        Audit log
      </PageTitle>
      <div className="flex flex-col gap-4">
        <Card>
          <form
            className="grid grid-cols-1 gap-3 md:grid-cols-4 md:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              const form = new FormData(event.currentTarget);
              const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
              const day = (name: string, end: boolean) => {
                const v = value(name);
                return v ? `${v}T${end ? '23:59:59' : '00:00:00'}Z` : undefined;
              };
              setPage(1);
              setFilter({
                actor: value('actor'),
                path: value('path'),
                from: day('from', false),
                to: day('to', true),
              });
            }}
          >
            <Field label="Who (email or machine)" name="actor" maxLength={254} />
            <Field label="Object (part of the path)" name="path" maxLength={300} />
            <Field label="From" name="from" type="date" />
            <Field label="To" name="to" type="date" />
            <div className="flex gap-2 md:col-span-4">
              <Button type="submit">Filter</Button>
              <a
                className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold"
                href={`${BASE}/export${exportQuery ? `?${exportQuery}` : ''}`}
                download
              >
                Export CSV
              </a>
            </div>
          </form>
        </Card>
        <Card title={`${total} entries`}>
          {total === 0 ? (
            <Empty>{log.isPending ? 'Loading…' : 'Nothing recorded for this filter.'}</Empty>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm" data-testid="audit-table">
                <thead>
                  {table.getHeaderGroups().map((group) => (
                    <tr key={group.id} className="border-b border-slate-200">
                      {group.headers.map((header) => (
                        <th key={header.id} scope="col" className="px-2 py-2 font-semibold">
                          {flexRender(header.column.columnDef.header, header.getContext())}
                        </th>
                      ))}
                    </tr>
                  ))}
                </thead>
                <tbody>
                  {table.getRowModel().rows.map((row) => (
                    <tr key={row.id} className="border-b border-slate-100" data-testid="audit-row">
                      {row.getVisibleCells().map((cell) => (
                        <td
                          key={cell.id}
                          className={`px-2 py-2 align-top ${
                            cell.column.id === 'object' ? 'break-all' : 'whitespace-nowrap'
                          }`}
                        >
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="mt-4 flex items-center gap-2">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <span className="text-sm text-ink-muted">Page {page}</span>
            <Button
              variant="secondary"
              disabled={page * PER_PAGE >= total}
              onClick={() => setPage(page + 1)}
            >
              Older
            </Button>
          </div>
        </Card>
      </div>
    </>
  );
}
