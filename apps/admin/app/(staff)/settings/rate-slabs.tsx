'use client';

import { parseDecimalString, toDecimalString } from '@crossport/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type TableColumn } from '@/components/data-table';
import { Button, Card, ErrorNotice, Field, money, Notice } from '@/components/ui';
import { can, useMe } from '@/lib/me';
import { useLocalPages } from '@/lib/paged-list';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

const BASE = '/api/shipping-agent/admin/rate/v1/rates';

async function loadRates() {
  return (await must(staffApi.GET(BASE, { params: { query: {} } }))).data;
}
type Rate = Awaited<ReturnType<typeof loadRates>>[number];
type Slab = Rate['slabs'][number];

const kg = (grams: number) => `${grams / 1000} kg`;
const slabText = (rate: Rate, slab: Slab) =>
  `${kg(slab.min_grams)}–${slab.max_grams === null ? '' : kg(slab.max_grams)}: ${money({
    amount: slab.per_kg,
    currency: rate.currency,
  })}/kg`;

const columns: TableColumn<Rate>[] = [
  { id: 'region', header: 'Region', value: (r) => r.region_code },
  { id: 'warehouse', header: 'Warehouse', value: (r) => `#${r.warehouse_id}` },
  { id: 'category', header: 'Category', value: (r) => `#${r.shipping_category_id}` },
  {
    id: 'slabs',
    header: 'Per kilogram',
    value: (r) => r.slabs.map((s) => slabText(r, s)).join('; '),
    cell: (c) => (
      <ul className="min-w-48">
        {c.row.original.slabs.map((slab) => (
          <li key={slab.min_grams}>{slabText(c.row.original, slab)}</li>
        ))}
      </ul>
    ),
  },
  { id: 'minimum', header: 'Minimum charge', value: (r) => money(r.min_charge) },
];

/** A slab as typed: grams as text, the price in major units (the rate's currency). */
interface Row {
  from: string;
  to: string;
  price: string;
}

/**
 * The slab editor: rows staff can get wrong on purpose or by mistake; the API decides (from
 * 0 g, each starting where the last ended, the last open-ended) and its words are shown.
 */
function SlabEditor({ rate, onSaved }: { rate: Rate; onSaved: (rate: Rate) => void }) {
  const [rows, setRows] = useState<Row[]>(
    rate.slabs.map((s) => ({
      from: String(s.min_grams),
      to: s.max_grams === null ? '' : String(s.max_grams),
      price: toDecimalString({ amount: s.per_kg, currency: rate.currency }),
    })),
  );
  const [minimum, setMinimum] = useState(toDecimalString(rate.min_charge));
  const save = useMutation<Rate, StaffError>({
    mutationFn: async () => {
      const amount = (text: string, what: string) => {
        try {
          return parseDecimalString(text.trim(), rate.currency).amount;
        } catch {
          throw { code: 'invalid', message: `Type ${what} as a plain amount, e.g. 450.00.` };
        }
      };
      const body = {
        slabs: rows.map((row, i) => ({
          min_grams: Number(row.from),
          max_grams: row.to.trim() === '' ? null : Number(row.to),
          per_kg: amount(row.price, `the price of slab ${i + 1}`),
        })),
        min_charge: amount(minimum, 'the minimum charge'),
      };
      return (await must(staffApi.PUT(`${BASE}/{id}`, { params: { path: { id: rate.id } }, body })))
        .data;
    },
    onSuccess: onSaved,
  });
  const edit = (i: number, patch: Partial<Row>) =>
    setRows(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));

  return (
    <form
      className="flex flex-col gap-4"
      data-testid="slab-editor"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <p className="text-sm text-ink-muted">
        Slabs run from 0 g, each starting where the one before ends; leave the last one’s end empty
        (no upper limit). Prices in {rate.currency} per kilogram.
      </p>
      {rows.map((row, i) => (
        <fieldset
          key={i}
          className="grid grid-cols-3 items-end gap-2 md:grid-cols-4"
          data-testid="slab"
        >
          <legend className="sr-only">Slab {i + 1}</legend>
          <Field
            label={`Slab ${i + 1} from (g)`}
            inputMode="numeric"
            value={row.from}
            onChange={(e) => edit(i, { from: e.target.value })}
          />
          <Field
            label="to (g)"
            inputMode="numeric"
            placeholder="no limit"
            value={row.to}
            onChange={(e) => edit(i, { to: e.target.value })}
          />
          <Field
            label="per kg"
            inputMode="decimal"
            value={row.price}
            onChange={(e) => edit(i, { price: e.target.value })}
          />
          {rows.length > 1 ? (
            <Button
              type="button"
              variant="secondary"
              onClick={() => setRows(rows.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          ) : null}
        </fieldset>
      ))}
      <div className="flex flex-wrap items-end gap-4">
        <Button
          type="button"
          variant="secondary"
          onClick={() => setRows([...rows, { from: rows.at(-1)?.to ?? '0', to: '', price: '' }])}
        >
          Add a slab
        </Button>
        <Field
          label={`Minimum charge (${rate.currency})`}
          inputMode="decimal"
          value={minimum}
          onChange={(e) => setMinimum(e.target.value)}
        />
      </div>
      <ErrorNotice error={save.error} />
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save slabs
        </Button>
      </div>
    </form>
  );
}

/** Shipping rates per region, warehouse and category: per-kg slabs and a minimum. */
export function RatesSlabs() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Rate | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const rates = useQuery({ queryKey: ['rates'], queryFn: loadRates });
  const table = useLocalPages(rates.data ?? [], rates.isPending);

  const edit: TableColumn<Rate> = {
    id: 'edit',
    header: 'Change',
    enableSorting: false,
    cell: (c) => (
      <Button
        variant="secondary"
        aria-label={`Edit slabs of rate ${c.row.original.id}`}
        onClick={() => {
          setSaid(null);
          setEditing(c.row.original);
        }}
      >
        Edit slabs
      </Button>
    ),
  };

  return (
    <Card title="Shipping rates">
      <div className="flex flex-col gap-4">
        {said ? <Notice tone="success">{said}</Notice> : null}
        {editing ? (
          <Card
            title={`Rate ${editing.id}: ${editing.region_code}, warehouse #${editing.warehouse_id}, category #${editing.shipping_category_id}`}
            actions={
              <Button variant="secondary" onClick={() => setEditing(null)}>
                Close
              </Button>
            }
          >
            <SlabEditor
              key={editing.id}
              rate={editing}
              onSaved={(rate) => {
                setEditing(null);
                setSaid(`Rate ${rate.id} saved: quotes and invoices use it from now.`);
                void queryClient.invalidateQueries({ queryKey: ['rates'] });
              }}
            />
          </Card>
        ) : null}
        <DataTable
          {...table}
          columns={can(me, 'settings.shipping') ? [...columns, edit] : columns}
          empty="No shipping rate."
          testId="rates"
          exportName="shipping-rates.csv"
          rowKey={(r) => String(r.id)}
        />
      </div>
    </Card>
  );
}
