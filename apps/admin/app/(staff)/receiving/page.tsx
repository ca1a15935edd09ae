'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Card, Empty, Field, Notice, PageTitle } from '@/components/ui';
import { errorOf, must, staffApi, type StaffError } from '@/lib/staff-api';

const BASE = '/api/shipping-core/admin/shipment/v1/shipment-products';

type Parcel = Awaited<ReturnType<typeof find>>[number];

async function find(q: string) {
  return (await must(staffApi.GET(BASE, { params: { query: { q } } }))).data;
}

/** Photos go to the customer's own storage first; the receipt names them by id. */
async function uploadPhoto(customerId: number, file: File): Promise<number> {
  const form = new FormData();
  form.set('file', file);
  const { data, error } = await staffApi.POST(
    '/api/storage/admin/asset/v1/customers/{customer_id}/assets',
    {
      params: { path: { customer_id: customerId } },
      body: form as unknown as { file: string },
      bodySerializer: (body) => body as unknown as FormData,
    },
  );
  if (error || !data) throw errorOf(error);
  return data.data.id;
}

function ReceiveForm({ parcel, onDone }: { parcel: Parcel; onDone: (message: string) => void }) {
  const receive = useMutation<unknown, StaffError, FormData>({
    mutationFn: async (form) => {
      const photos = form
        .getAll('photos')
        .filter((f): f is File => f instanceof File && f.size > 0);
      if (photos.length === 0)
        throw { code: 'photo_required', message: 'Take at least one photo.' };
      const photoIds = [];
      for (const photo of photos) photoIds.push(await uploadPhoto(parcel.customer_id, photo));
      const number = (name: string) => Number(form.get(name));
      return must(
        staffApi.PUT(`${BASE}/{id}/receive`, {
          params: { path: { id: parcel.id } },
          body: {
            weight_grams: number('weight'),
            length_cm: number('length'),
            width_cm: number('width'),
            height_cm: number('height'),
            photo_ids: photoIds,
          },
        }),
      );
    },
    onSuccess: () => onDone(`${parcel.number} received: its invoice goes to the customer.`),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    receive.mutate(new FormData(event.currentTarget));
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" data-testid="receive-form">
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Field
          label="Weight (g)"
          name="weight"
          type="number"
          min={1}
          max={100000}
          required
          inputMode="numeric"
        />
        <Field
          label="Length (cm)"
          name="length"
          type="number"
          min={1}
          max={300}
          required
          inputMode="numeric"
        />
        <Field
          label="Width (cm)"
          name="width"
          type="number"
          min={1}
          max={300}
          required
          inputMode="numeric"
        />
        <Field
          label="Height (cm)"
          name="height"
          type="number"
          min={1}
          max={300}
          required
          inputMode="numeric"
        />
      </div>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Photos of the parcel
        <input
          type="file"
          name="photos"
          accept="image/*"
          capture="environment"
          multiple
          required
          className="min-h-11 rounded-lg border border-dashed border-slate-400 bg-slate-50 p-3 text-base"
        />
      </label>
      {receive.error ? <Notice tone="error">{receive.error.message}</Notice> : null}
      <Button type="submit" disabled={receive.isPending}>
        {receive.isPending ? 'Saving…' : 'Receive parcel'}
      </Button>
    </form>
  );
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

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChosen(null);
    setDone(null);
    setQ(String(new FormData(event.currentTarget).get('q')).trim());
  }

  return (
    <>
      <PageTitle description="Scan or type the courier's tracking id, or the customer's suite code (CP-…).">
        Receiving
      </PageTitle>
      <div className="flex flex-col gap-6">
        <Card>
          <form onSubmit={search} className="flex flex-col gap-3 md:flex-row md:items-end">
            <div className="flex-1">
              <Field label="Tracking id or suite code" name="q" autoFocus required maxLength={64} />
            </div>
            <Button type="submit">Find parcel</Button>
          </form>
        </Card>
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
              parcel={chosen}
              onDone={(message) => {
                setDone(message);
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
