'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ImageField } from '@/components/image-field';
import { ProductPicker } from '@/components/product-picker';
import { Button, Card, Field, Notice, Select } from '@/components/ui';
import { errorsByField } from '@/lib/block-fields';
import { fromLocalInput, toLocalInput } from '@/lib/datetime';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

export const STREAMS = '/api/live/admin/v1/streams';
export const STREAM_STATUSES = ['live', 'scheduled', 'replay'] as const;
export type StreamStatus = (typeof STREAM_STATUSES)[number];

/** Publishes a stream: who presents it, its category, where its HLS playlist is, what it offers. */
export function StreamForm({ onDone }: { onDone: (message: string) => void }) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [openedAt] = useState(() => toLocalInput(new Date()));
  const [poster, setPoster] = useState('');
  const [offers, setOffers] = useState<number[]>([]);
  const streamers = useQuery({
    queryKey: ['streamers'],
    queryFn: async () => (await must(staffApi.GET('/api/live/admin/v1/streamers'))).data,
  });
  const categories = useQuery({
    queryKey: ['stream-categories'],
    queryFn: async () => (await must(staffApi.GET('/api/live/admin/v1/categories'))).data,
  });
  const create = useMutation<{ title: string; id: number }, StaffError, FormData>({
    mutationFn: async (form) => {
      const text = (name: string) => String(form.get(name) ?? '').trim();
      const body = {
        title: text('title'),
        streamer_id: Number(text('streamer')),
        category_id: Number(text('category')),
        status: text('status') as StreamStatus,
        hls_url: text('hls_url'),
        ...(text('poster') ? { poster: text('poster') } : {}),
        started_at: fromLocalInput(text('started_at')),
        offers: offers.map((id) => ({ product_id: id })),
      };
      return (await must(staffApi.POST(STREAMS, { body }))).data;
    },
    onMutate: () => setErrors({}),
    onError: (error) => setErrors(errorsByField(error.details)),
    onSuccess: (stream) => {
      void queryClient.invalidateQueries({ queryKey: ['streams'] });
      // The categories list counts each one's streams.
      void queryClient.invalidateQueries({ queryKey: ['stream-categories'] });
      onDone(`${stream.title} published (stream ${stream.id}).`);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(new FormData(event.currentTarget));
  }

  return (
    <Card title="New stream">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="stream-form">
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          <Field label="Title" name="title" maxLength={160} error={errors.title} />
          <Select
            label="Streamer"
            name="streamer"
            options={(streamers.data ?? []).map((s) => ({
              value: String(s.id),
              label: `${s.name} (@${s.handle})`,
            }))}
          />
          <Select
            label="Category"
            name="category"
            options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <Select
            label="Status"
            name="status"
            options={STREAM_STATUSES.map((status) => ({ value: status, label: status }))}
          />
          <Field
            label="HLS playlist"
            name="hls_url"
            maxLength={500}
            hint="A site path (/streams/…/index.m3u8) or an https:// address"
            error={errors.hls_url}
          />
          <ImageField
            label="Poster image (optional)"
            name="poster"
            value={poster}
            onChange={setPoster}
            error={errors.poster}
          />
          <Field
            label="Started (or starts) at"
            name="started_at"
            type="datetime-local"
            defaultValue={openedAt}
            error={errors.started_at}
          />
        </div>
        <ProductPicker
          label="Offered products"
          hint="In the order the host shows them"
          value={offers}
          onChange={setOffers}
          error={
            errors.offers ?? Object.entries(errors).find(([key]) => key.startsWith('offers.'))?.[1]
          }
        />
        {create.isError ? <Notice tone="error">{create.error.message}</Notice> : null}
        <Button type="submit" className="self-start" disabled={create.isPending}>
          Publish stream
        </Button>
      </form>
    </Card>
  );
}
