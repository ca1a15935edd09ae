'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type TableColumn } from '@/components/data-table';
import { StateTabs } from '@/components/state-tabs';
import { ReceiveForm } from '@/components/receive-form';
import { age, Button, Card, money, Notice, PageTitle } from '@/components/ui';
import { can, useMe } from '@/lib/me';
import { usePagedList } from '@/lib/paged-list';
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

const columns: TableColumn<Box>[] = [
  { id: 'number', header: 'Box', value: (b) => b.number },
  { id: 'customer', header: 'Customer', value: (b) => `#${b.customer_id}` },
  {
    id: 'parcels',
    header: 'Parcels to put in it',
    value: (b) => b.parcels.map((p) => `${p.number} ${p.title}`).join('; '),
    cell: (c) => (
      <ul className="min-w-48">
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
        ? `${kg(b.box.weight_grams)}, ${b.box.length_cm} × ${b.box.width_cm} × ${b.box.height_cm} cm`
        : null,
  },
  {
    id: 'saving',
    header: 'Saving',
    value: (b) => (b.saving ? money(b.saving) : null),
  },
  { id: 'age', header: 'Waiting', value: (b) => age(b.created_at) },
];

/** Boxes customers asked for: put their parcels in one, weigh, measure and photograph it. */
export default function ConsolidationsPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Box | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const list = usePagedList('consolidations', 'requested' as State, load);
  const mayRepack = can(me, 'parcels.requests') && list.filter === 'requested';

  const repack: TableColumn<Box> = {
    id: 'repack',
    header: 'Repack',
    enableSorting: false,
    cell: (c) => (
      <Button
        aria-label={`Repack ${c.row.original.number}`}
        onClick={() => {
          setSaid(null);
          setOpen(c.row.original);
        }}
      >
        Repack
      </Button>
    ),
  };

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
            setOpen(null);
            list.setFilter(state);
          }}
        />
        {said ? <Notice tone="success">{said}</Notice> : null}
        {open ? (
          <Card
            title={`Repack ${open.number}: ${open.parcels.length} parcels`}
            actions={
              <Button variant="secondary" onClick={() => setOpen(null)}>
                Close
              </Button>
            }
          >
            <ReceiveForm
              key={open.id}
              customerId={open.customer_id}
              what="repacked box"
              action="Save the repacked box"
              save={(measured) =>
                must(
                  staffApi.PUT(`${BASE}/{id}/repack`, {
                    params: { path: { id: open.id } },
                    body: measured,
                  }),
                )
              }
              onDone={() => {
                setSaid(`${open.number} repacked: the customer can now confirm it.`);
                setOpen(null);
                void queryClient.invalidateQueries({ queryKey: ['consolidations'] });
              }}
            />
          </Card>
        ) : null}
        <Card title={`${STATES.find((s) => s.state === list.filter)!.label} · ${list.table.total}`}>
          <DataTable
            {...list.table}
            columns={mayRepack ? [...columns, repack] : columns}
            empty="No consolidation in this state."
            testId="consolidations"
            exportName={`consolidations-${list.filter}.csv`}
            rowKey={(b) => String(b.id)}
          />
        </Card>
      </div>
    </>
  );
}
