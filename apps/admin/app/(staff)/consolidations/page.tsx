'use client';

import { useQueryClient } from '@tanstack/react-query';
import type { TableColumn } from '@/components/data-table';
import { numberColumn, QueueTable } from '@/components/queue-table';
import { StateTabs } from '@/components/state-tabs';
import { ReceiveForm } from '@/components/receive-form';
import { money, PageTitle } from '@/components/ui';
import { useWorkItem, WorkArea } from '@/components/work-item';
import { can, useMe } from '@/lib/me';
import { useFilteredList } from '@/lib/paged-list';
import { must, staffApi } from '@/lib/staff-api';

const BASE = '/api/shipping-core/admin/shipment/v1/consolidations';
type State = 'requested' | 'repacked' | 'confirmed' | 'cancelled';
const STATES: { state: State; label: string }[] = [
  { state: 'requested', label: 'To repack' },
  { state: 'repacked', label: 'Waiting for the customer' },
  { state: 'confirmed', label: 'Confirmed' },
  { state: 'cancelled', label: 'Cancelled' },
];

async function load(status: State, page: number, perPage: number) {
  return must(staffApi.GET(BASE, { params: { query: { status, page, per_page: perPage } } }));
}
type Box = Awaited<ReturnType<typeof load>>['data'][number];

const kg = (grams: number) => `${(grams / 1000).toFixed(1)} kg`;

/** One box can cost more than the parcels alone (a bulky repack): said plainly either way. */
function savingText(b: Box): string {
  if (!b.saving) return '';
  return b.saving.amount >= 0
    ? `, saves ${money(b.saving)}`
    : `, costs ${money({ ...b.saving, amount: -b.saving.amount })} more`;
}

/** Few, dense columns: on a 768 px tablet "Repack" stays in view without scrolling. */
const columns: TableColumn<Box>[] = [
  numberColumn('Box'),
  {
    id: 'parcels',
    header: 'Parcels to put in it',
    value: (b) => b.parcels.map((p) => `${p.number} ${p.title}`).join('; '),
    cell: (c) => (
      <ul className="min-w-40">
        {c.row.original.parcels.map((p) => (
          <li key={p.id}>
            {p.number} · {p.title} · {kg(p.weight_grams)}
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'box',
    header: 'Repacked',
    value: (b) =>
      b.box
        ? `${kg(b.box.weight_grams)}, ${b.box.length_cm} × ${b.box.width_cm} × ${b.box.height_cm} cm` +
          savingText(b)
        : null,
  },
];

/** Boxes customers asked for: put their parcels in one, weigh, measure and photograph it. */
export default function ConsolidationsPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  const work = useWorkItem<Box>();
  const list = useFilteredList('consolidations', 'requested' as State, load);
  const mayRepack = can(me, 'parcels.requests') && list.filter === 'requested';

  return (
    <>
      <PageTitle description="Parcels a customer wants shipped as one box: repack them, then record the box; the customer sees the new price and confirms.">
        Consolidations
      </PageTitle>
      <div className="flex flex-col gap-4">
        <StateTabs
          states={STATES}
          current={list.filter}
          onChange={(state) => {
            work.close();
            list.setFilter(state);
          }}
        />
        <WorkArea
          work={work}
          title={(row) => `Repack ${row.number}: ${row.parcels.length} parcels`}
          form={(row) => (
            <ReceiveForm
              key={row.id}
              customerId={row.customer_id}
              what="repacked box"
              action="Save the repacked box"
              save={(measured) =>
                must(
                  staffApi.PUT(`${BASE}/{id}/repack`, {
                    params: { path: { id: row.id } },
                    body: measured,
                  }),
                )
              }
              onDone={() => {
                work.done(`${row.number} repacked: the customer can now confirm it.`);
                void queryClient.invalidateQueries({ queryKey: ['consolidations'] });
              }}
            />
          )}
        />
        <QueueTable
          {...list.table}
          state={STATES.find((s) => s.state === list.filter)!.label}
          columns={mayRepack ? [...columns, work.column('Repack', (b) => b.number, true)] : columns}
          empty="No consolidation in this state."
          testId="consolidations"
          exportName={`consolidations-${list.filter}.csv`}
          rowKey={(b) => String(b.id)}
        />
      </div>
    </>
  );
}
