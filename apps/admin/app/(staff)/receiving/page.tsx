'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ReceiveForm } from '@/components/receive-form';
import { SearchForm } from '@/components/search-form';
import { Button, Card, Empty, Notice, PageTitle } from '@/components/ui';
import { must, staffApi } from '@/lib/staff-api';

const BASE = '/api/shipping-core/admin/shipment/v1/shipment-products';

type Parcel = Awaited<ReturnType<typeof find>>[number];

async function find(q: string) {
  return (await must(staffApi.GET(BASE, { params: { query: { q } } }))).data;
}

export default function ReceivingPage() {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<Parcel | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const parcels = useQuery({
    queryKey: ['awaiting', q],
    queryFn: () => find(q),
    enabled: q.length > 0,
  });

  return (
    <>
      <PageTitle description="Scan or type the courier's tracking id, or the customer's suite code (CP-…).">
        Receiving
      </PageTitle>
      <div className="flex flex-col gap-6">
        <SearchForm
          label="Tracking id or suite code"
          action="Find parcel"
          autoFocus
          maxLength={64}
          onSearch={(value) => {
            setChosen(null);
            setDone(null);
            setQ(value);
          }}
        />
        {done ? <Notice tone="success">{done}</Notice> : null}
        {q && !chosen && !done ? (
          <Card title="Parcels awaiting arrival">
            {parcels.data?.length ? (
              <ul className="divide-y divide-slate-200" data-testid="awaiting-parcels">
                {parcels.data.map((parcel) => (
                  <li
                    key={parcel.id}
                    className="flex flex-wrap items-center justify-between gap-3 py-3"
                  >
                    <div>
                      <p className="font-semibold">
                        {parcel.number} · {parcel.title}
                      </p>
                      <p className="text-sm text-ink-muted">
                        {parcel.trackings.map((t) => t.tracking_id).join(', ') || 'no tracking id'}{' '}
                        · {parcel.quantity} pcs
                      </p>
                    </div>
                    <Button variant="secondary" onClick={() => setChosen(parcel)}>
                      Receive
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty>
                {parcels.isPending ? 'Looking…' : 'No parcel awaiting arrival matches.'}
              </Empty>
            )}
          </Card>
        ) : null}
        {chosen && !done ? (
          <Card title={`Receive ${chosen.number}`}>
            <ReceiveForm
              customerId={chosen.customer_id}
              save={(body) =>
                must(
                  staffApi.PUT(`${BASE}/{id}/receive`, {
                    params: { path: { id: chosen.id } },
                    body,
                  }),
                )
              }
              onDone={() => {
                setDone(`${chosen.number} received: its invoice goes to the customer.`);
                setChosen(null);
                void parcels.refetch();
              }}
            />
          </Card>
        ) : null}
      </div>
    </>
  );
}
