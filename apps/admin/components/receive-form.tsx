'use client';

import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button, Field, Notice } from '@/components/ui';
import { errorOf, fileBody, staffApi, type StaffError } from '@/lib/staff-api';

export interface Measured {
  weight_grams: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  photo_ids: number[];
}

/** Photos go to the customer's own storage first; the receipt names them by id. */
export async function uploadPhoto(customerId: number, file: File): Promise<number> {
  const { data, error } = await staffApi.POST(
    '/api/storage/admin/asset/v1/customers/{customer_id}/assets',
    { params: { path: { customer_id: customerId } }, ...fileBody(file) },
  );
  if (error || !data) throw errorOf(error);
  return data.data.id;
}

/**
 * Weigh, measure and photograph what arrived at the warehouse (a parcel, or a product we
 * bought): large fields for a tablet, the camera for photos.
 */
export function ReceiveForm({
  customerId,
  save,
  onDone,
  what = 'parcel',
  action = 'Receive parcel',
}: {
  customerId: number;
  save: (measured: Measured) => Promise<unknown>;
  onDone: () => void;
  /** What is weighed, in the labels: "parcel", "repacked box". */
  what?: string;
  action?: string;
}) {
  const receive = useMutation<unknown, StaffError, FormData>({
    mutationFn: async (form) => {
      const photos = form
        .getAll('photos')
        .filter((f): f is File => f instanceof File && f.size > 0);
      if (photos.length === 0)
        throw { code: 'photo_required', message: 'Take at least one photo.' };
      const photoIds = [];
      for (const photo of photos) photoIds.push(await uploadPhoto(customerId, photo));
      const number = (name: string) => Number(form.get(name));
      return save({
        weight_grams: number('weight'),
        length_cm: number('length'),
        width_cm: number('width'),
        height_cm: number('height'),
        photo_ids: photoIds,
      });
    },
    onSuccess: onDone,
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
      <PhotoInput label={`Photos of the ${what}`} required />
      {receive.error ? <Notice tone="error">{receive.error.message}</Notice> : null}
      <Button type="submit" disabled={receive.isPending}>
        {receive.isPending ? 'Saving…' : action}
      </Button>
    </form>
  );
}

/** Photos from the tablet's camera (or files on a desktop). */
export function PhotoInput({ label, required = false }: { label: string; required?: boolean }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <input
        type="file"
        name="photos"
        accept="image/*"
        capture="environment"
        multiple
        required={required}
        className="min-h-11 rounded-lg border border-dashed border-slate-400 bg-slate-50 p-3 text-base"
      />
    </label>
  );
}
