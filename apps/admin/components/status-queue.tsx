'use client';

import Link from 'next/link';
import { useState } from 'react';
import { DataTable, type TableColumn } from './data-table';
import { Card, Notice, PageTitle, Select, statusLabel } from './ui';
import { usePagedList, type ListPage } from '@/lib/paged-list';

const PER_PAGE = 25;

/**
 * A work queue by status (disputes, claims, requests for quotation): pick a status, page
 * through it, export it, open one. Each screen gives its words, columns and loader.
 */
export function StatusQueue<Row extends { id: number; number: string }, Status extends string>({
  title,
  description,
  statuses,
  initial,
  load,
  columns,
  href,
  noun,
  testId,
}: {
  title: string;
  description: string;
  statuses: readonly Status[];
  initial: Status;
  load: (status: Status | undefined, page: number, perPage: number) => Promise<ListPage<Row>>;
  columns: TableColumn<Row>[];
  /** Where one item opens. */
  href: (row: Row) => string;
  noun: string;
  testId: string;
}) {
  const [status, setStatus] = useState<Status | ''>(initial);
  const list = usePagedList({
    key: testId,
    filter: status,
    perPage: PER_PAGE,
    load: (filter, page, perPage) => load(filter || undefined, page, perPage),
  });
  const open: TableColumn<Row> = {
    id: 'number',
    header: 'Number',
    value: (row) => row.number,
    cell: (c) => (
      <Link
        className="font-semibold whitespace-nowrap text-brand-700 underline"
        href={href(c.row.original)}
      >
        {c.row.original.number}
      </Link>
    ),
  };
  return (
    <>
      <PageTitle description={description}>{title}</PageTitle>
      <div className="flex flex-col gap-4">
        <Card>
          <div className="md:w-80">
            <Select
              label="Status"
              name="status"
              value={status}
              options={[
                ...statuses.map((s) => ({ value: s, label: statusLabel(s) })),
                { value: '', label: 'All' },
              ]}
              onChange={(event) => setStatus(event.target.value as Status | '')}
            />
          </div>
        </Card>
        {list.error ? <Notice tone="error">{list.error.message}</Notice> : null}
        <Card title={`${list.total} ${noun}`}>
          <DataTable
            columns={[open, ...columns]}
            rows={list.rows}
            total={list.total}
            page={list.page}
            perPage={PER_PAGE}
            onPage={list.setPage}
            loading={list.loading}
            empty={`No ${noun} in this state.`}
            testId={testId}
            rowKey={(row) => String(row.id)}
            exportRows={list.exportRows}
            exportName={`${testId}.csv`}
          />
        </Card>
      </div>
    </>
  );
}
