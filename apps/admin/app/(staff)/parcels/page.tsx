'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CustomerLink } from '@/components/customer-link';
import { SearchForm } from '@/components/search-form';
import { Button, Card, Empty, Notice, PageTitle } from '@/components/ui';
import { can, useMe } from '@/lib/me';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

const BASE = '/api/shipping-core/admin/shipment/v1/shipment-products';

/** Where a parcel goes next once it is shipping home; the API refuses any other move. */
const NEXT: Record<
  string,
  { to: 'in_transit' | 'arrived' | 'ready_for_delivery' | 'delivered'; label: string }
> = {
  shipping_started: { to: 'in_transit', label: 'In transit' },
  in_transit: { to: 'arrived', label: 'Arrived in the country' },
  arrived: { to: 'ready_for_delivery', label: 'Ready for delivery' },
  ready_for_delivery: { to: 'delivered', label: 'Delivered' },
};

/** One parcel by its SP- number: where it is, its history, and its next move. */
export default function ParcelsPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [number, setNumber] = useState('');
  const parcel = useQuery({
    queryKey: ['parcel', number],
    queryFn: async () =>
      (
        await must(
          staffApi.GET(`${BASE}/by-number/{productNumber}`, {
            params: { path: { productNumber: number } },
          }),
        )
      ).data,
    enabled: number.length > 0,
  });
  const move = useMutation<unknown, StaffError, { id: number; to: string }>({
    mutationFn: ({ id, to }) =>
      must(
        staffApi.PUT(`${BASE}/{id}/status`, {
          params: { path: { id } },
          body: { status: to as 'in_transit' },
        }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['parcel', number] }),
  });
  const next = parcel.data ? NEXT[parcel.data.status] : undefined;

  return (
    <>
      <PageTitle description="Find a parcel by its SP- number and move it on.">Parcels</PageTitle>
      <div className="flex flex-col gap-4">
        <SearchForm
          label="Parcel number"
          action="Open"
          maxLength={20}
          placeholder="SP-00000001"
          onSearch={(value) => setNumber(value.toUpperCase())}
        />
        {move.error ? <Notice tone="error">{move.error.message}</Notice> : null}
        {number && !parcel.data ? (
          <Card>
            <Empty>{parcel.isError ? parcel.error.message : 'Looking…'}</Empty>
          </Card>
        ) : null}
        {parcel.data ? (
          <Card title={`${parcel.data.number} · ${parcel.data.title}`}>
            <p
              className="mb-3 text-sm"
              data-testid="parcel-status"
              data-status={parcel.data.status}
            >
              Now: <strong>{parcel.data.status.replaceAll('_', ' ')}</strong> ·{' '}
              <CustomerLink id={parcel.data.customer_id} />
            </p>
            {next && can(me, 'parcels.move') ? (
              <Button
                disabled={move.isPending}
                onClick={() => move.mutate({ id: parcel.data.id, to: next.to })}
              >
                Move on: {next.label}
              </Button>
            ) : null}
            <ol className="mt-4 flex flex-col gap-1 text-sm text-ink-muted">
              {parcel.data.timeline.map((event) => (
                <li key={event.id}>
                  {event.at.slice(0, 16).replace('T', ' ')} ·{' '}
                  {event.status?.replaceAll('_', ' ') ?? event.kind} · {event.actor}
                  {event.note ? ` · ${event.note}` : ''}
                </li>
              ))}
            </ol>
          </Card>
        ) : null}
      </div>
    </>
  );
}
