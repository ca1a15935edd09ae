'use client';

import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';
import { Button, Empty } from '@/components/ui';
import { toCsv } from '@/lib/table-export';

/** A column of a staff table: how it shows, and what its CSV cell holds. */
export type TableColumn<Row> = ColumnDef<Row, unknown> & {
  id: string;
  header: string;
  /** The plain value for sorting and CSV; without it the column is left out of the export. */
  value?: (row: Row) => string | number | null;
  /** Kept in view at the right edge while a wide table scrolls (a row's actions on a tablet). */
  pinned?: boolean;
};

export interface DataTableProps<Row> {
  columns: TableColumn<Row>[];
  rows: Row[];
  /** Rows matching the filter on the server, all pages. */
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  loading?: boolean;
  empty: string;
  /** Names the test hooks `<testId>` and `<testId>-row`. */
  testId: string;
  /** Every row of the current filter (all pages), for "Export CSV"; none → no button. */
  exportRows?: () => Promise<Row[]>;
  exportName?: string;
  rowKey?: (row: Row) => string;
}

function download(name: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Every back-office list: the server pages and filters; headers sort the page in view; the
 * export walks every page of the same filter so a spreadsheet matches what staff searched.
 */
export function DataTable<Row>({
  columns,
  rows,
  total,
  page,
  perPage,
  onPage,
  loading,
  empty,
  testId,
  exportRows,
  exportName = `${testId}.csv`,
  rowKey,
}: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [exporting, setExporting] = useState(false);
  const withSortValues = columns.map((column) =>
    column.value ? { ...column, accessorFn: column.value } : column,
  );
  // TanStack Table is not React-Compiler friendly; the table is small and re-rendered per page.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: withSortValues,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...(rowKey ? { getRowId: rowKey } : {}),
  });

  async function exportCsv() {
    if (!exportRows) return;
    setExporting(true);
    try {
      const all = await exportRows();
      const exported = columns.flatMap((column) =>
        column.value ? [{ header: column.header, value: column.value }] : [],
      );
      download(exportName, toCsv(all, exported));
    } finally {
      setExporting(false);
    }
  }

  const pinned = new Set(columns.filter((column) => column.pinned).map((column) => column.id));
  const edge = (id: string) =>
    pinned.has(id) ? 'sticky right-0 bg-white shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]' : '';
  const last = Math.max(1, Math.ceil(total / perPage));
  return (
    <div className="flex flex-col gap-4">
      {rows.length === 0 ? (
        <Empty>{loading ? 'Loading…' : empty}</Empty>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid={testId}>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id} className="border-b border-slate-200">
                  {group.headers.map((header) => {
                    const sortable = header.column.getCanSort();
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className={`px-2 py-2 font-semibold whitespace-nowrap ${edge(header.column.id)}`}
                        aria-sort={
                          sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : undefined
                        }
                      >
                        {sortable ? (
                          <button
                            type="button"
                            className="inline-flex min-h-11 items-center gap-1 hover:underline"
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            {flexRender(header.column.columnDef.header, header.getContext())}
                            <span aria-hidden="true">
                              {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                            </span>
                          </button>
                        ) : (
                          flexRender(header.column.columnDef.header, header.getContext())
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-b border-slate-100"
                  data-testid={`${testId}-row`}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={`px-2 py-2 align-top ${edge(cell.column.id)}`}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span className="text-sm text-ink-muted">
          Page {page} of {last} · {total} in all
        </span>
        <Button variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
          Next
        </Button>
        {exportRows ? (
          <Button
            variant="secondary"
            className="ml-auto"
            disabled={exporting || total === 0}
            onClick={() => void exportCsv()}
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
