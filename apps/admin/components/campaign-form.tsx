'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ImageField } from '@/components/image-field';
import { ProductLine, ProductSearch, useProductCards } from '@/components/product-picker';
import { Button, Card, Field, Notice, Problem } from '@/components/ui';
import { errorsByField } from '@/lib/block-fields';
import { fromLocalInput, toLocalInput } from '@/lib/datetime';
import { must, staffApi, type StaffError } from '@/lib/staff-api';

export const CAMPAIGNS = '/api/content/admin/v1/campaigns';

async function loadCampaigns() {
  return (await must(staffApi.GET(CAMPAIGNS))).data;
}
export { loadCampaigns };
export type Campaign = Awaited<ReturnType<typeof loadCampaigns>>[number];

interface ProductRow {
  product_id: number;
  percent: string;
}

const DAY = 86_400_000;

/**
 * A campaign's window, words and products with their discounts (in percent; the API keeps basis
 * points). Saving replaces the campaign's products as listed here.
 */
export function CampaignForm({
  campaign,
  onDone,
}: {
  campaign: Campaign | null;
  onDone: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [rows, setRows] = useState<ProductRow[]>(
    campaign?.products.map((p) => ({
      product_id: p.product_id,
      percent: String(p.discount_bps / 100),
    })) ?? [],
  );
  const [banner, setBanner] = useState(campaign?.banner ?? '');
  const { byId } = useProductCards(rows.map((row) => row.product_id));
  const save = useMutation<Campaign, StaffError, FormData>({
    mutationFn: async (form) => {
      const text = (name: string) => String(form.get(name) ?? '').trim();
      const optional = (name: string) => text(name) || undefined;
      const body = {
        title: text('title'),
        slug: text('slug'),
        subtitle: optional('subtitle'),
        banner: optional('banner'),
        region_code: optional('region')?.toUpperCase(),
        starts_at: fromLocalInput(text('starts_at')),
        ends_at: fromLocalInput(text('ends_at')),
        published: form.get('published') === 'on',
        products: rows.map((row) => ({
          product_id: row.product_id,
          discount_bps: Math.round(Number(row.percent) * 100),
        })),
      };
      if (campaign) {
        const path = { id: campaign.id };
        return (await must(staffApi.PUT(`${CAMPAIGNS}/{id}`, { params: { path }, body }))).data;
      }
      return (await must(staffApi.POST(CAMPAIGNS, { body }))).data;
    },
    onMutate: () => setErrors({}),
    onError: (error) => setErrors(errorsByField(error.details)),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      onDone(
        `${saved.title} saved: ${saved.status}${saved.published ? '' : ', hidden from shoppers'}.`,
      );
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(new FormData(event.currentTarget));
  }

  const [now] = useState(() => Date.now());
  return (
    <Card title={campaign ? `Edit ${campaign.title}` : 'New campaign'}>
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        data-testid="campaign-form"
      >
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          <Field
            label="Name"
            name="title"
            defaultValue={campaign?.title}
            maxLength={120}
            error={errors.title}
          />
          <Field
            label="Slug"
            name="slug"
            defaultValue={campaign?.slug}
            maxLength={80}
            hint="Lower-case words joined by hyphens: the page's address"
            error={errors.slug}
          />
          <Field
            label="Subtitle (optional)"
            name="subtitle"
            defaultValue={campaign?.subtitle ?? ''}
            maxLength={300}
            error={errors.subtitle}
          />
          <ImageField
            label="Banner (optional)"
            name="banner"
            value={banner}
            onChange={setBanner}
            error={errors.banner}
          />
          <Field
            label="Region (empty: every region)"
            name="region"
            defaultValue={campaign?.region_code ?? ''}
            maxLength={2}
            error={errors.region_code}
          />
          <label className="flex min-h-11 items-center gap-2 self-end text-sm font-medium">
            <input
              type="checkbox"
              name="published"
              className="h-5 w-5"
              defaultChecked={campaign?.published ?? false}
            />
            Shown to shoppers
          </label>
          <Field
            label="Starts"
            name="starts_at"
            type="datetime-local"
            defaultValue={toLocalInput(campaign?.starts_at ?? new Date(now))}
            error={errors.starts_at}
          />
          <Field
            label="Ends"
            name="ends_at"
            type="datetime-local"
            defaultValue={toLocalInput(campaign?.ends_at ?? new Date(now + 7 * DAY))}
            error={errors.ends_at}
          />
        </div>
        <fieldset className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold">Products and discounts</legend>
          <Problem text={errors.products} />
          {rows.map((row, index) => (
            <div
              key={row.product_id}
              className="flex flex-wrap items-end gap-2 border-b border-slate-100 pb-2"
            >
              <div className="min-w-0 flex-1 basis-64 self-center">
                <ProductLine id={row.product_id} card={byId.get(row.product_id)} />
              </div>
              <Field
                label={`Discount % ${index + 1}`}
                inputMode="decimal"
                value={row.percent}
                onChange={(e) =>
                  setRows(rows.map((r, i) => (i === index ? { ...r, percent: e.target.value } : r)))
                }
              />
              <Button
                type="button"
                variant="secondary"
                aria-label={`Remove product ${row.product_id}`}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
              <div className="basis-full">
                <Problem
                  text={
                    errors[`products.${index}.product_id`] ??
                    errors[`products.${index}.discount_bps`]
                  }
                />
              </div>
            </div>
          ))}
          <ProductSearch
            label="Add products"
            chosen={rows.map((row) => row.product_id)}
            onPick={(id) => setRows([...rows, { product_id: id, percent: '' }])}
          />
        </fieldset>
        {save.isError ? <Notice tone="error">{save.error.message}</Notice> : null}
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {campaign ? 'Save campaign' : 'Create campaign'}
          </Button>
          {campaign ? (
            <Button type="button" variant="secondary" onClick={() => onDone('')}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
