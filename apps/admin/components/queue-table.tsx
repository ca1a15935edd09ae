'use client';

import { CustomerLink } from './customer-link';
import { DataTable, type DataTableProps, type TableColumn } from './data-table';
import { age, Card } from './ui';

/** What every work-queue row has: its number, when it was asked for and whose it is. */
interface QueueRow {
  number: string;
  created_at: string;
  customer_id: number;
}

/**
 * The first column of a work queue: the item's number, whose it is and how long it has waited,
 * so the oldest work is seen first on a 768 px tablet without another column.
 */
export function numberColumn<Row extends QueueRow>(
  header: string,
  { customer = true }: { customer?: boolean } = {},
): TableColumn<Row> {
  return {
    id: 'number',
    header,
    value: (r) => r.number,
    cell: (c) => (
      <span className="whitespace-nowrap">
        {c.row.original.number}
        <br />
        <span className="text-ink-muted">
          {customer ? (
            <>
              <CustomerLink id={c.row.original.customer_id} />
              <br />
            </>
          ) : null}
          waiting {age(c.row.original.created_at)}
        </span>
      </span>
    ),
  };
}

/** A queue's list in one state: "<state> · <count>" above the paged table. */
export function QueueTable<Row>({ state, ...table }: DataTableProps<Row> & { state: string }) {
  return (
    <Card title={`${state} · ${table.total}`}>
      <DataTable {...table} />
    </Card>
  );
}

/** Whose a row is, linked to their Customer 360. */
export function customerColumn<Row extends { customer_id: number }>(): TableColumn<Row> {
  return {
    id: 'customer',
    header: 'Customer',
    value: (r) => r.customer_id,
    cell: (c) => (
      <CustomerLink id={c.row.original.customer_id} label={`#${c.row.original.customer_id}`} />
    ),
  };
}
