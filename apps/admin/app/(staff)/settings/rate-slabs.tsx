'use client';

import { toDecimalString } from '@crossport/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type TableColumn } from '@/components/data-table';
import { Button, Card, ErrorNotice, Field, money, SelectField } from '@/components/ui';
import { useWorkItem, WorkArea } from '@/components/work-item';
import { can, useMe } from '@/lib/me';
import { useLocalPages } from '@/lib/paged-list';
import { must, staffApi, type StaffError } from '@/lib/staff-api';
import { placeAndCategoryNames } from '@/lib/shop-api';
import { typedAmount } from '@/lib/units';
import { AddRate } from './add-rate';
import { loadRegionSettings } from './region-pricing';

const BASE = '/api/shipping-agent/admin/rate/v1/rates';

async function loadRates(region: string) {
  return (
    await must(staffApi.GET(BASE, { params: { query: region ? { region_code: region } : {} } }))
  ).data;
}
type Rate = Awaited<ReturnType<typeof loadRates>>[number];
type Slab = Rate['slabs'][number];

const kg = (grams: number) => `${grams / 1000} kg`;
const slabText = (rate: Rate, slab: Slab) =>
  `${kg(slab.min_grams)}–${slab.max_grams === null ? '' : kg(slab.max_grams)}: ${money({
    amount: slab.per_kg,
    currency: rate.currency,
  })}/kg`;

type Names = Awaited<ReturnType<typeof placeAndCategoryNames>>;

/** "BD, Yiwu warehouse, Electronics": the rate's ids named, its id until the names load. */
const rateName = (r: Rate, names: Names | undefined) =>
  `${r.region_code}, ${names?.warehouse.get(r.warehouse_id) ?? `warehouse #${r.warehouse_id}`}, ${
    names?.category.get(r.shipping_category_id) ?? `category #${r.shipping_category_id}`
  }`;

/** Few columns, so "Edit slabs" stays in view on a 768 px tablet. */
const columnsNamed = (names: Names | undefined): TableColumn<Rate>[] => [
  { id: 'rate', header: 'Rate', value: (r) => rateName(r, names) },
  {
    id: 'slabs',
    header: 'Per kilogram',
    value: (r) => r.slabs.map((s) => slabText(r, s)).join('; '),
    cell: (c) => (
      <ul className="min-w-40">
        {c.row.original.slabs.map((slab) => (
          <li key={slab.min_grams}>{slabText(c.row.original, slab)}</li>
        ))}
      </ul>
    ),
  },
  { id: 'minimum', header: 'Minimum', value: (r) => money(r.min_charge) },
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
      const amount = (text: string, what: string) => typedAmount(text, rate.currency, what);
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
  const work = useWorkItem<Rate>();
  const [region, setRegion] = useState('');
  const regions = useQuery({ queryKey: ['region-settings'], queryFn: loadRegionSettings });
  const rates = useQuery({ queryKey: ['rates', region], queryFn: () => loadRates(region) });
  const names = useQuery({ queryKey: ['place-names'], queryFn: placeAndCategoryNames });
  const columns = columnsNamed(names.data);
  const table = useLocalPages(rates.data ?? [], rates.isPending);
  const [adding, setAdding] = useState(false);
  const mayChange = can(me, 'settings.shipping');

  return (
    <Card
      title="Shipping rates"
      actions={
        mayChange ? (
          <Button
            variant="secondary"
            aria-expanded={adding}
            onClick={() => {
              // A category added a moment ago must be in the form's list.
              if (!adding) void queryClient.invalidateQueries({ queryKey: ['place-names'] });
              setAdding(!adding);
            }}
          >
            {adding ? 'Close' : 'Add a rate'}
          </Button>
        ) : null
      }
    >
      <div className="flex flex-col gap-4">
        {adding && regions.data && names.data ? (
          <AddRate
            choices={{
              regions: regions.data.map((r) => ({
                region_code: r.region_code,
                region_name: r.region_name,
                currency: r.exchange.target_currency,
              })),
              warehouses: names.data.warehouse,
              categories: names.data.category,
            }}
            onAdded={(id) => {
              setAdding(false);
              work.done(`Rate ${id} added: split it by weight with “Edit slabs”.`);
              void queryClient.invalidateQueries({ queryKey: ['rates'] });
            }}
          />
        ) : null}
        <div className="max-w-xs">
          <SelectField
            label="Region"
            value={region}
            onChange={(event) => {
              work.close();
              table.onPage(1);
              setRegion(event.target.value);
            }}
          >
            <option value="">Every region</option>
            {regions.data?.map((r) => (
              <option key={r.region_code} value={r.region_code}>
                {r.region_name} ({r.region_code})
              </option>
            ))}
          </SelectField>
        </div>
        <WorkArea
          work={work}
          title={(rate) => `Rate ${rate.id}: ${rateName(rate, names.data)}`}
          form={(rate) => (
            <SlabEditor
              key={rate.id}
              rate={rate}
              onSaved={(saved) => {
                work.done(`Rate ${saved.id} saved: quotes and invoices use it from now.`);
                void queryClient.invalidateQueries({ queryKey: ['rates'] });
              }}
            />
          )}
        />
        <DataTable
          {...table}
          columns={
            mayChange ? [...columns, work.column('Edit slabs', (r) => `of rate ${r.id}`)] : columns
          }
          empty="No shipping rate."
          testId="rates"
          exportName="shipping-rates.csv"
          rowKey={(r) => String(r.id)}
        />
      </div>
    </Card>
  );
}
