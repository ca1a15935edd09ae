'use client';

import type { TableColumn } from '@/components/data-table';
import { customerColumn } from '@/components/queue-table';
import { StatusQueue } from '@/components/status-queue';
import { age, day, money, statusLabel } from '@/components/ui';
import { RFQ, RFQ_STATUSES, type RfqStatus as Status } from '@/lib/rfq';
import { must, staffApi } from '@/lib/staff-api';

async function load(status: Status | undefined, page: number, perPage: number) {
  return must(
    staffApi.GET(`${RFQ}/requests`, {
      params: { query: { page, per_page: perPage, ...(status ? { status } : {}) } },
    }),
  );
}
type Request = Awaited<ReturnType<typeof load>>['data'][number];

const columns: TableColumn<Request>[] = [
  customerColumn(),
  {
    id: 'product',
    header: 'Product',
    value: (r) => r.product_name,
    cell: (c) => <span className="line-clamp-2 min-w-48">{c.row.original.product_name}</span>,
  },
  { id: 'quantity', header: 'Pieces', value: (r) => r.quantity },
  { id: 'target', header: 'Hopes to pay (each)', value: (r) => money(r.target_price) },
  { id: 'region', header: 'To', value: (r) => r.region_code },
  { id: 'deadline', header: 'Quote by', value: (r) => day(r.deadline) },
  { id: 'quotes', header: 'Quotes', value: (r) => r.quote_count },
  { id: 'status', header: 'Status', value: (r) => statusLabel(r.status) },
  { id: 'age', header: 'Asked', value: (r) => `${age(r.created_at)} ago` },
];

/** Requests for quotation: products customers want us to source, waiting for a price. */
export default function RfqPage() {
  return (
    <StatusQueue
      title="Requests for quotation"
      description="Products customers want us to find: read what they need, then quote a price or decline."
      statuses={RFQ_STATUSES}
      initial="submitted"
      load={load}
      columns={columns}
      href={(r) => `/rfq/${r.id}`}
      noun="requests"
      testId="rfq-requests"
    />
  );
}
