'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type TableColumn } from '@/components/data-table';
import { Button, Card, Field, PageTitle } from '@/components/ui';
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

const columns: TableColumn<Entry>[] = [
  { id: 'when', header: 'When', value: (e) => e.occurred_at.slice(0, 19).replace('T', ' ') },
  {
    id: 'actor',
    header: 'Who',
    value: (e) => (e.actor.kind === 'machine' ? 'machine' : (e.actor.email ?? '—')),
  },
  { id: 'permission', header: 'What', value: (e) => e.permission },
  {
    id: 'object',
    header: 'Object',
    value: (e) => `${e.method} ${e.path}`,
    cell: (c) => (
      <span className="break-all">{`${c.row.original.method} ${c.row.original.path}`}</span>
    ),
  },
  { id: 'status', header: 'Result', value: (e) => e.status },
  { id: 'from', header: 'From', value: (e) => e.client_address },
  {
    id: 'change',
    header: 'Change',
    enableSorting: false,
    cell: (c) => <ChangeDetails entry={c.row.original} />,
  },
];

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Before, asked and after, folded away: most rows are read by who and what alone. */
function ChangeDetails({ entry }: { entry: Entry }) {
  return (
    <details className="max-w-md">
      <summary className="cursor-pointer text-brand-700">Show</summary>
      <dl className="mt-2 flex flex-col gap-2 text-xs">
        {(
          [
            ['Before', entry.before],
            ['Asked', entry.request],
            ['After', entry.response],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold">{label}</dt>
            <dd>
              <pre className="max-h-48 overflow-auto rounded bg-slate-100 p-2 whitespace-pre-wrap break-all">
                {value === null || value === undefined ? '—' : json(value)}
              </pre>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** Searchable, exportable, never editable: what staff did (docs/back-office.md). */
export default function AuditPage() {
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: ['audit', filter, page],
    queryFn: () => load(filter, page),
    placeholderData: keepPreviousData,
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
          <DataTable
            columns={columns}
            rows={log.data?.data ?? []}
            total={total}
            page={page}
            perPage={PER_PAGE}
            onPage={setPage}
            loading={log.isPending}
            empty="Nothing recorded for this filter."
            testId="audit-table"
            rowKey={(entry) => String(entry.id)}
          />
        </Card>
      </div>
    </>
  );
}
