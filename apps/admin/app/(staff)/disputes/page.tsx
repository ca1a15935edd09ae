'use client';

import type { TableColumn } from '@/components/data-table';
import { customerColumn } from '@/components/queue-table';
import { StatusQueue } from '@/components/status-queue';
import { age, money, statusLabel } from '@/components/ui';
import { CLAIM_STATUSES, DISPUTES, type ClaimStatus as Status } from '@/lib/claims';
import { must, staffApi } from '@/lib/staff-api';

async function load(status: Status | undefined, page: number, perPage: number) {
  return must(
    staffApi.GET(DISPUTES, {
      params: { query: { page, per_page: perPage, ...(status ? { status } : {}) } },
    }),
  );
}
type Dispute = Awaited<ReturnType<typeof load>>['data'][number];

const columns: TableColumn<Dispute>[] = [
  customerColumn(),
  { id: 'reason', header: 'Reason', value: (d) => statusLabel(d.reason) },
  { id: 'quantity', header: 'Items', value: (d) => d.quantity },
  { id: 'wants', header: 'Wants', value: (d) => d.requested_resolution },
  { id: 'paid', header: 'Paid for them', value: (d) => money(d.paid) },
  { id: 'status', header: 'Status', value: (d) => statusLabel(d.status) },
  { id: 'age', header: 'Opened', value: (d) => `${age(d.created_at)} ago` },
];

/** Buy-and-Ship disputes: what arrived wrong, by state, oldest decisions first to hand. */
export default function DisputesPage() {
  return (
    <StatusQueue
      title="Disputes"
      description="Customers disputing a delivered product: read their photos, ask for more, refund or reject."
      statuses={CLAIM_STATUSES}
      initial="open"
      load={load}
      columns={columns}
      href={(d) => `/disputes/${d.id}`}
      noun="disputes"
      testId="disputes"
    />
  );
}
