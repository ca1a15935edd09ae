'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, type TableColumn } from '@/components/data-table';
import { Badge, Card, money } from '@/components/ui';
import { useWorkItem, WorkArea } from '@/components/work-item';
import { can, useMe } from '@/lib/me';
import { useLocalPages } from '@/lib/paged-list';
import { bpsToPercent } from '@/lib/units';
import {
  AddOnServiceForm,
  isInsurance,
  loadAddOnServices,
  type AddOnService,
} from './add-on-service-form';
import { loadRegionSettings } from './region-pricing';

/** Prices in the regions' order (Bangladesh first), then any other currency a price is in. */
const pricesIn = (currencies: string[]) => (s: AddOnService) => {
  if (isInsurance(s)) return `${bpsToPercent(s.rate_bps ?? 0)} % of the declared value`;
  const order = (currency: string) =>
    currencies.includes(currency) ? currencies.indexOf(currency) : currencies.length;
  return (
    Object.entries(s.prices)
      .sort(([a], [b]) => order(a) - order(b))
      .map(([currency, amount]) => money({ amount, currency }))
      .join(' · ') || 'Not offered in any currency'
  );
};

/** Few columns, so "Change" stays in view on a 768 px tablet. */
const columnsFor = (prices: (s: AddOnService) => string): TableColumn<AddOnService>[] => [
  {
    id: 'service',
    header: 'Service',
    value: (s) => s.name,
    cell: (c) => (
      <span>
        {c.row.original.name}
        <br />
        <span className="text-ink-muted">{c.row.original.code}</span>
      </span>
    ),
  },
  {
    id: 'offered',
    header: 'Offered',
    value: (s) => (s.active ? 'yes' : 'no'),
    cell: (c) => (
      <Badge tone={c.row.original.active ? 'good' : 'off'}>
        {c.row.original.active ? 'offered' : 'off'}
      </Badge>
    ),
  },
  { id: 'prices', header: 'Price', value: prices },
];

/**
 * What the warehouse's and orders' add-on services are called and cost per region currency,
 * and insurance's rate. A change prices the next request; charges already made keep theirs.
 */
export function AddOnServices() {
  const me = useMe();
  const queryClient = useQueryClient();
  const work = useWorkItem<AddOnService>();
  const services = useQuery({ queryKey: ['add-on-services'], queryFn: loadAddOnServices });
  const regions = useQuery({ queryKey: ['region-settings'], queryFn: loadRegionSettings });
  const currencies = [
    ...new Set((regions.data ?? []).map((region) => region.exchange.target_currency)),
  ];
  const table = useLocalPages(services.data ?? [], services.isPending);
  const prices = pricesIn(currencies);
  const columns = columnsFor(prices);

  return (
    <Card title="Add-on services">
      <div className="flex flex-col gap-4">
        <WorkArea
          work={work}
          title={(service) => `Change ${service.name}`}
          form={(service) => (
            <AddOnServiceForm
              key={service.code}
              service={service}
              currencies={currencies}
              onSaved={(saved) => {
                work.done(`${saved.name}: ${prices(saved)}. New requests are priced so.`);
                void queryClient.invalidateQueries({ queryKey: ['add-on-services'] });
              }}
            />
          )}
        />
        <DataTable
          {...table}
          columns={
            can(me, 'settings.add_on_services')
              ? [...columns, work.column('Change', (s) => s.name)]
              : columns
          }
          empty="No add-on services."
          testId="add-on-services"
          exportName="add-on-services.csv"
          rowKey={(s) => s.code}
        />
      </div>
    </Card>
  );
}
