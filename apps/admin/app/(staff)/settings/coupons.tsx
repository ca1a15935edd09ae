'use client';

import type { staffPaths } from '@crossport/api-client/staff';
import { parseDecimalString } from '@crossport/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type TableColumn } from '@/components/data-table';
import { Button, Card, ErrorNotice, Field, money, Notice, SelectField } from '@/components/ui';
import { can, useMe } from '@/lib/me';
import { useFilteredList } from '@/lib/paged-list';
import { must, staffApi, type StaffError } from '@/lib/staff-api';
import { bpsToPercent, percentToBps } from '@/lib/units';
import { loadRegionSettings } from './region-pricing';

const BASE = '/api/discounts/admin/v1/coupons';

async function load(_filter: null, page: number, perPage: number) {
  return must(staffApi.GET(BASE, { params: { query: { page, per_page: perPage } } }));
}
type Coupon = Awaited<ReturnType<typeof load>>['data'][number];
type NewCoupon = staffPaths[typeof BASE]['post']['requestBody']['content']['application/json'];
type Change = { id: number; is_active?: boolean; expires_at?: string };

function stateOf(c: Coupon, now = Date.now()): 'ended' | 'paused' | 'active' {
  if (c.expires_at && new Date(c.expires_at).getTime() <= now) return 'ended';
  return c.is_active ? 'active' : 'paused';
}

const discount = (c: Coupon) =>
  c.kind === 'percent' ? `${bpsToPercent(c.percent_bps ?? 0)} %` : money(c.amount);
const limits = (c: Coupon) =>
  [
    c.region_code ? `in ${c.region_code}` : 'every region',
    c.min_spend ? `min spend ${money(c.min_spend)}` : null,
    c.max_discount ? `up to ${money(c.max_discount)}` : null,
    c.first_order_only ? 'first order only' : null,
  ]
    .filter(Boolean)
    .join(', ');

/** Few, dense columns, so the changes stay in view on a 768 px tablet. */
const columns: TableColumn<Coupon>[] = [
  {
    id: 'code',
    header: 'Code',
    value: (c) => c.code,
    cell: (c) => (
      <span className="whitespace-nowrap">
        <span className="font-semibold">{c.row.original.code}</span>
        <br />
        <span className="text-ink-muted" data-testid="coupon-state">
          {stateOf(c.row.original)}
          {c.row.original.expires_at ? ` · ends ${c.row.original.expires_at.slice(0, 10)}` : ''}
        </span>
      </span>
    ),
  },
  {
    id: 'discount',
    header: 'Discount',
    value: (c) => `${discount(c)}: ${c.description}`,
    cell: (c) => (
      <span className="block min-w-40">
        <span className="font-semibold">{discount(c.row.original)}</span> ·{' '}
        {c.row.original.description}
        <br />
        <span className="text-ink-muted">{limits(c.row.original)}</span>
      </span>
    ),
  },
  { id: 'uses', header: 'Orders', value: (c) => c.uses },
];

/** Reads the create form: amounts in the region's currency, typed in major units. */
function readCoupon(form: FormData, currencyOf: (region: string) => string | undefined): NewCoupon {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const region = text('region_code');
  const currency = region ? currencyOf(region) : undefined;
  const minor = (name: string) => {
    if (!text(name)) return undefined;
    if (!currency) throw { code: 'invalid', message: 'Amounts need a region: choose one.' };
    try {
      return parseDecimalString(text(name), currency).amount;
    } catch {
      throw { code: 'invalid', message: `Type the ${name.replace('_', ' ')} as a plain amount.` };
    }
  };
  const kind: NewCoupon['kind'] = text('kind') === 'fixed' ? 'fixed' : 'percent';
  const percent = kind === 'percent' ? percentToBps(text('value')) : null;
  if (kind === 'percent' && percent === null) {
    throw { code: 'invalid', message: 'Type the percentage as a number, e.g. 10 or 12.5.' };
  }
  return {
    code: text('code'),
    description: text('description'),
    kind,
    ...(kind === 'percent' ? { percent_bps: percent! } : { amount: minor('value') }),
    ...(region ? { region_code: region } : {}),
    ...(text('min_spend') ? { min_spend: minor('min_spend') } : {}),
    ...(text('max_discount') ? { max_discount: minor('max_discount') } : {}),
    ...(text('expires') ? { expires_at: `${text('expires')}T23:59:59Z` } : {}),
    first_order_only: form.get('first_order_only') === 'on',
  };
}

function CreateCoupon({ onMade }: { onMade: (c: Coupon) => void }) {
  const regions = useQuery({ queryKey: ['region-settings'], queryFn: loadRegionSettings });
  const currencyOf = (code: string) =>
    regions.data?.find((r) => r.region_code === code)?.exchange.target_currency;
  const create = useMutation<Coupon, StaffError, FormData>({
    mutationFn: async (form) =>
      (await must(staffApi.POST(BASE, { body: readCoupon(form, currencyOf) }))).data,
    onSuccess: onMade,
  });
  return (
    <form
      className="flex flex-col gap-4"
      data-testid="coupon-form"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(new FormData(event.currentTarget));
      }}
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <Field label="Code" name="code" required maxLength={32} pattern="[A-Za-z0-9-]{3,32}" />
        <div className="md:col-span-2">
          <Field
            label="Description (customers see it)"
            name="description"
            required
            maxLength={200}
          />
        </div>
        <SelectField label="Kind" name="kind" defaultValue="percent">
          <option value="percent">Percent off</option>
          <option value="fixed">Fixed amount off</option>
        </SelectField>
        <Field label="Percent, or amount" name="value" required inputMode="decimal" />
        <SelectField label="Region" name="region_code" defaultValue="">
          <option value="">Every region (percent only)</option>
          {regions.data?.map((r) => (
            <option key={r.region_code} value={r.region_code}>
              {r.region_name} ({r.exchange.target_currency})
            </option>
          ))}
        </SelectField>
        <Field label="Minimum spend (optional)" name="min_spend" inputMode="decimal" />
        <Field label="Largest discount (optional)" name="max_discount" inputMode="decimal" />
        <Field label="Ends on (optional)" name="expires" type="date" />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input type="checkbox" name="first_order_only" className="h-5 w-5" />
        First order only
      </label>
      <ErrorNotice error={create.error} />
      <div>
        <Button type="submit" disabled={create.isPending}>
          Create coupon
        </Button>
      </div>
    </form>
  );
}

/** Coupons customers type at checkout: made here, paused, resumed or ended; never edited. */
export function Coupons() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const list = useFilteredList('coupons', null, load);
  const mayChange = can(me, 'settings.coupons');

  const change = useMutation<Coupon, StaffError, Change>({
    mutationFn: async ({ id, ...body }) =>
      (await must(staffApi.PUT(`${BASE}/{id}`, { params: { path: { id } }, body }))).data,
    onSuccess: (coupon) => {
      setSaid(`${coupon.code} is ${stateOf(coupon)}.`);
      void queryClient.invalidateQueries({ queryKey: ['coupons'] });
    },
  });

  const actions: TableColumn<Coupon> = {
    id: 'actions',
    header: 'Change',
    enableSorting: false,
    cell: (c) => {
      const coupon = c.row.original;
      if (stateOf(coupon) === 'ended') return null;
      return (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() => change.mutate({ id: coupon.id, is_active: !coupon.is_active })}
          >
            {coupon.is_active ? 'Pause' : 'Resume'}
          </Button>
          <Button
            variant="danger"
            disabled={change.isPending}
            onClick={() => change.mutate({ id: coupon.id, expires_at: new Date().toISOString() })}
          >
            End now
          </Button>
        </div>
      );
    },
  };

  return (
    <Card
      title="Coupons"
      actions={
        mayChange ? (
          <Button variant="secondary" onClick={() => setCreating(!creating)}>
            {creating ? 'Close' : 'New coupon'}
          </Button>
        ) : null
      }
    >
      <div className="flex flex-col gap-4">
        {said ? <Notice tone="success">{said}</Notice> : null}
        <ErrorNotice error={change.error} />
        {creating ? (
          <CreateCoupon
            onMade={(coupon) => {
              setCreating(false);
              setSaid(`${coupon.code} created: customers can use it now.`);
              void queryClient.invalidateQueries({ queryKey: ['coupons'] });
            }}
          />
        ) : null}
        <DataTable
          {...list.table}
          columns={mayChange ? [...columns, actions] : columns}
          empty="No coupon yet."
          testId="coupons"
          exportName="coupons.csv"
          rowKey={(c) => String(c.id)}
        />
      </div>
    </Card>
  );
}
