'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type TableColumn } from '@/components/data-table';
import { Button, Card, ErrorNotice, Field } from '@/components/ui';
import { useWorkItem, WorkArea } from '@/components/work-item';
import { can, useMe } from '@/lib/me';
import { useLocalPages } from '@/lib/paged-list';
import { must, staffApi, type StaffError } from '@/lib/staff-api';
import { bpsToPercent, fromMicros, percentToBps, toMicros } from '@/lib/units';

const BASE = '/api/core/admin/region/v1';

export async function loadRegionSettings() {
  return (await must(staffApi.GET(`${BASE}/settings`))).data;
}
type Region = Awaited<ReturnType<typeof loadRegionSettings>>[number];

const rate = (r: Region) =>
  `1 ${r.exchange.source_currency} = ${fromMicros(r.exchange.rate_micros)} ${r.exchange.target_currency}`;

const fees = (r: Region) =>
  `markup ${bpsToPercent(r.exchange.markup_bps)} %, commission ${bpsToPercent(r.commission_bps)} %`;

/** Few columns, so "Change" stays in view on a 768 px tablet. */
const columns: TableColumn<Region>[] = [
  {
    id: 'region',
    header: 'Region',
    value: (r) => `${r.region_name} (${r.region_code})`,
    cell: (c) => (
      <span>
        {c.row.original.region_name} ({c.row.original.region_code})
        <br />
        <span className="text-ink-muted">shops in {c.row.original.source.country_name}</span>
      </span>
    ),
  },
  { id: 'rate', header: 'Exchange rate', value: rate },
  { id: 'fees', header: 'Fees', value: fees },
  {
    id: 'updated',
    header: 'Changed',
    value: (r) => r.updated_at.slice(0, 16).replace('T', ' '),
    cell: (c) => <span className="text-ink-muted">{c.row.original.updated_at.slice(0, 10)}</span>,
  },
];

interface Pricing {
  rate_micros: number;
  markup_bps: number;
  commission_bps: number;
}

function PricingForm({ region, onSaved }: { region: Region; onSaved: (r: Region) => void }) {
  const save = useMutation<Region, StaffError, Pricing>({
    mutationFn: async (body) =>
      (
        await must(
          staffApi.PUT(`${BASE}/regions/{id}/settings`, {
            params: { path: { id: region.region_id } },
            body,
          }),
        )
      ).data,
    onSuccess: onSaved,
  });
  const [typo, setTypo] = useState<string | null>(null);
  return (
    <form
      className="flex flex-col gap-4"
      data-testid="pricing-form"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const text = (name: string) => String(form.get(name) ?? '');
        const body = {
          rate_micros: toMicros(text('rate')),
          markup_bps: percentToBps(text('markup')),
          commission_bps: percentToBps(text('commission')),
        };
        if (body.rate_micros === null || body.markup_bps === null || body.commission_bps === null) {
          setTypo('Type plain numbers: a rate with up to 6 decimals, percentages with up to 2.');
          return;
        }
        setTypo(null);
        save.mutate(body as Pricing);
      }}
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <Field
          label={`${region.exchange.target_currency} per ${region.exchange.source_currency}`}
          name="rate"
          inputMode="decimal"
          required
          defaultValue={fromMicros(region.exchange.rate_micros)}
        />
        <Field
          label="Markup over the rate (%)"
          name="markup"
          inputMode="decimal"
          required
          defaultValue={bpsToPercent(region.exchange.markup_bps)}
        />
        <Field
          label="Service commission (%)"
          name="commission"
          inputMode="decimal"
          required
          defaultValue={bpsToPercent(region.commission_bps)}
        />
      </div>
      <ErrorNotice error={typo ? { message: typo } : save.error} />
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save prices of {region.region_name}
        </Button>
      </div>
    </form>
  );
}

/** Each region's exchange rate, markup and commission: what every product price is made of. */
export function RegionPricing() {
  const me = useMe();
  const queryClient = useQueryClient();
  const work = useWorkItem<Region>();
  const regions = useQuery({ queryKey: ['region-settings'], queryFn: loadRegionSettings });
  const table = useLocalPages(regions.data ?? [], regions.isPending);

  return (
    <Card title="Exchange rates and fees">
      <div className="flex flex-col gap-4">
        <WorkArea
          work={work}
          title={(region) => `Prices of ${region.region_name}`}
          form={(region) => (
            <PricingForm
              key={region.region_id}
              region={region}
              onSaved={(saved) => {
                work.done(`${saved.region_name}: ${rate(saved)}. Prices follow within a minute.`);
                void queryClient.invalidateQueries({ queryKey: ['region-settings'] });
              }}
            />
          )}
        />
        <DataTable
          {...table}
          columns={
            can(me, 'settings.pricing')
              ? [...columns, work.column('Change', (r) => `prices of ${r.region_name}`)]
              : columns
          }
          empty="No region has pricing settings."
          testId="region-pricing"
          exportName="region-pricing.csv"
          rowKey={(r) => String(r.region_id)}
        />
      </div>
    </Card>
  );
}
