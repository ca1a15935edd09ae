'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CustomerLink } from '@/components/customer-link';
import type { TableColumn } from '@/components/data-table';
import { numberColumn, QueueTable } from '@/components/queue-table';
import { StateTabs } from '@/components/state-tabs';
import { ErrorNotice, money, Notice, PageTitle } from '@/components/ui';
import { DeliveryMoves, EMPTY_DRAFT, type Move, type MoveDraft } from './delivery-moves';
import { can, useMe } from '@/lib/me';
import { useFilteredList } from '@/lib/paged-list';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

const BASE = '/api/delivery/admin/delivery-request/v1/requests';
type State = 'requested' | Move;

/** The tabs, and the moves the API allows from each state (delivery-requests service). */
const STATES: { state: State; label: string; next: { to: Move; label: string }[] }[] = [
  {
    state: 'requested',
    label: 'To dispatch',
    next: [
      { to: 'dispatched', label: 'Dispatch' },
      { to: 'cancelled', label: 'Cancel' },
    ],
  },
  {
    state: 'dispatched',
    label: 'With the courier',
    next: [
      { to: 'delivered', label: 'Delivered' },
      { to: 'cancelled', label: 'Cancel' },
    ],
  },
  { state: 'delivered', label: 'Delivered', next: [] },
  { state: 'cancelled', label: 'Cancelled', next: [] },
];

async function load(status: State, page: number, perPage: number) {
  return must(staffApi.GET(BASE, { params: { query: { status, page, per_page: perPage } } }));
}
type Request = Awaited<ReturnType<typeof load>>['data'][number];

/** Few, dense columns: on a 768 px tablet the moves stay in view without scrolling. */
const columns: TableColumn<Request>[] = [
  numberColumn('Request', { customer: false }),
  {
    id: 'customer',
    header: 'Customer and address',
    value: (r) =>
      `${r.address.name} (#${r.customer_id}), ${r.address.phone}, ${r.address.lines.join(', ')}`,
    cell: (c) => {
      const { address, customer_id } = c.row.original;
      return (
        <span className="block min-w-40">
          {address.name} <CustomerLink id={customer_id} label={`#${customer_id}`} />
          <br />
          {address.phone}
          <br />
          <span className="text-ink-muted">{address.lines.join(', ')}</span>
        </span>
      );
    },
  },
  {
    id: 'parcels',
    header: 'Parcels and courier',
    value: (r) =>
      `${r.items.map((i) => i.title).join('; ')} · ${r.courier.name} ${money(r.price)}` +
      (r.tracking_number ? ` · tracking ${r.tracking_number}` : ''),
    cell: (c) => (
      <span className="block min-w-36">
        <ul>
          {c.row.original.items.map((item) => (
            <li key={`${item.type}:${item.id}`}>
              {item.title} · {(item.weight_grams / 1000).toFixed(1)} kg
            </li>
          ))}
        </ul>
        <span className="text-ink-muted">
          {c.row.original.courier.name} · {money(c.row.original.price)}
          {c.row.original.payment_method === 'cash_on_delivery' ? ' · cash on delivery' : ''}
          {c.row.original.dispatched_unpaid_reason ? (
            <>
              <br />
              dispatched unpaid: {c.row.original.dispatched_unpaid_reason}
            </>
          ) : null}
          {c.row.original.tracking_number ? (
            <>
              <br />
              tracking {c.row.original.tracking_number}
            </>
          ) : null}
        </span>
      </span>
    ),
  },
];

/** The last mile: requests to hand to the courier, and those the courier has delivered. */
export default function DeliveriesPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Record<number, MoveDraft>>({});
  const list = useFilteredList('deliveries', 'requested' as State, load);
  const current = STATES.find((s) => s.state === list.filter)!;

  const move = useMutation<
    Request,
    StaffError,
    { id: number; to: Move; tracking?: string; override?: string }
  >({
    mutationFn: async ({ id, to, tracking, override }) =>
      (
        await must(
          staffApi.PUT(`${BASE}/{id}/status`, {
            params: { path: { id } },
            body: {
              status: to,
              ...(tracking ? { tracking_number: tracking } : {}),
              ...(override ? { override_reason: override } : {}),
            },
          }),
        )
      ).data,
    onSuccess: (request) => {
      setSaid(`${request.number} is ${request.status}.`);
      void queryClient.invalidateQueries({ queryKey: ['deliveries'] });
    },
  });

  const actions: TableColumn<Request> = {
    id: 'actions',
    header: 'Move',
    enableSorting: false,
    cell: (c) => (
      <DeliveryMoves
        request={c.row.original}
        moves={current.next}
        pending={move.isPending}
        // The API's word on the tracking number shows at this row's field only.
        problem={move.variables?.id === c.row.original.id ? move.error : null}
        draft={drafts[c.row.original.id] ?? EMPTY_DRAFT}
        onDraft={(draft) => setDrafts((all) => ({ ...all, [c.row.original.id]: draft }))}
        onMove={(to, tracking, override) => {
          setSaid(null);
          move.mutate({
            id: c.row.original.id,
            to,
            ...(tracking ? { tracking } : {}),
            ...(override ? { override } : {}),
          });
        }}
      />
    ),
  };
  const shown = can(me, 'delivery.dispatch') && current.next.length > 0;

  return (
    <>
      <PageTitle description="Arrived goods the customer asked us to bring home: hand them to their courier, then mark them delivered.">
        Deliveries
      </PageTitle>
      <div className="flex flex-col gap-4">
        <StateTabs
          states={STATES}
          current={list.filter}
          onChange={(state) => list.setFilter(state)}
        />
        {said ? <Notice tone="success">{said}</Notice> : null}
        <ErrorNotice error={move.error} />
        <QueueTable
          {...list.table}
          state={current.label}
          columns={shown ? [...columns, actions] : columns}
          empty="No delivery request in this state."
          testId="deliveries"
          exportName={`deliveries-${list.filter}.csv`}
          rowKey={(r) => String(r.id)}
        />
      </div>
    </>
  );
}
