'use client';

import type { TableColumn } from '@/components/data-table';
import { customerColumn } from '@/components/queue-table';
import { StatusQueue } from '@/components/status-queue';
import { age, statusLabel } from '@/components/ui';
import { CLAIM_STATUSES, CLAIMS, type ClaimStatus as Status } from '@/lib/claims';
import { must, staffApi } from '@/lib/staff-api';

async function load(status: Status | undefined, page: number, perPage: number) {
  return must(
    staffApi.GET(CLAIMS, {
      params: { query: { page, per_page: perPage, ...(status ? { status } : {}) } },
    }),
  );
}
type Claim = Awaited<ReturnType<typeof load>>['data'][number];

const SUBJECT: Record<Claim['subject_type'], string> = {
  shipment_product: 'Parcel',
  buy_product: 'Buy product',
};

const columns: TableColumn<Claim>[] = [
  customerColumn(),
  { id: 'subject', header: 'About', value: (c) => `${SUBJECT[c.subject_type]} ${c.subject_id}` },
  { id: 'reason', header: 'Reason', value: (c) => statusLabel(c.reason) },
  { id: 'status', header: 'Status', value: (c) => statusLabel(c.status) },
  { id: 'age', header: 'Opened', value: (c) => `${age(c.created_at)} ago` },
];

/** Claims on delivered parcels and products: damage, missing or wrong items. */
export default function ClaimsPage() {
  return (
    <StatusQueue
      title="Claims"
      description="Customers reporting damage, a missing or a wrong item on what we delivered: look at the photos and video, then decide."
      statuses={CLAIM_STATUSES}
      initial="open"
      load={load}
      columns={columns}
      href={(c) => `/claims/${c.id}`}
      noun="claims"
      testId="claims"
    />
  );
}
