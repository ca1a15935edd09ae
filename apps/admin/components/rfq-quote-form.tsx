'use client';

import type { staffPaths } from '@crossport/api-client/staff';
import { parseDecimalString } from '@crossport/money';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Field, Notice, Select } from './ui';
import { shippingChoicesTo } from '@/lib/shop-api';

const DAY_MS = 86_400_000;
const MAX_TIERS = 5;
const AMOUNT = '\\d{1,12}(\\.\\d{1,2})?';

/** The quote's body as the API takes it (minor units of the request's currency). */
export type QuoteBody =
  staffPaths['/api/rfq/admin/v1/requests/{id}/quotes']['post']['requestBody']['content']['application/json'];

/**
 * Staff's price for a request: unit prices in the request's currency from the MOQ up (more
 * tiers for larger quantities), shipping by a method and category the region is served by,
 * where we would buy it, and until when the quote holds.
 */
export function QuoteForm({
  request,
  pending,
  onQuote,
}: {
  request: { region_code: string; currency: string; quantity: number; product_url: string | null };
  pending: boolean;
  onQuote: (body: QuoteBody) => Promise<unknown>;
}) {
  const [tiers, setTiers] = useState(1);
  const [invalid, setInvalid] = useState<string | null>(null);
  const choices = useQuery({
    queryKey: ['shipping-choices', request.region_code],
    queryFn: () => shippingChoicesTo(request.region_code),
  });
  const { currency } = request;
  // A week from when the form opened; kept across re-renders.
  const [validUntil] = useState(() => new Date(Date.now() + 7 * DAY_MS).toISOString().slice(0, 10));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const minor = (name: string) => parseDecimalString(text(name), currency).amount;
    const moq = Number(text('moq'));
    const body: QuoteBody = {
      tiers: Array.from({ length: tiers }, (_, i) => ({
        min_quantity: i === 0 ? moq : Number(text(`tier-${i}-from`)),
        unit_price: minor(`tier-${i}-price`),
      })),
      moq,
      shipping_estimate: minor('shipping'),
      shipping_method_id: Number(text('method')),
      shipping_category_id: Number(text('category')),
      unit_weight_grams: Number(text('weight')),
      source_site: text('site'),
      source_url: text('source_url') || null,
      note: text('note') || null,
      valid_until: `${text('valid_until')}T23:59:59Z`,
    };
    const steps = body.tiers.every(
      (t, i) => i === 0 || t.min_quantity > body.tiers[i - 1]!.min_quantity,
    );
    if (!steps) {
      setInvalid('Each further tier must start at more pieces than the one before.');
      return;
    }
    setInvalid(null);
    try {
      await onQuote(body);
      formElement.reset();
      setTiers(1);
    } catch {
      // The page shows the API's refusal; the form keeps what was typed.
    }
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => void submit(event)}
      data-testid="quote-form"
    >
      {invalid ? <Notice tone="error">{invalid}</Notice> : null}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 md:items-end">
        <Field
          label="Minimum order (pieces)"
          name="moq"
          type="number"
          min={1}
          max={1_000_000}
          required
          defaultValue={Math.min(request.quantity, 1_000_000)}
        />
        <Field
          label={`Unit price from the minimum (${currency})`}
          name="tier-0-price"
          inputMode="decimal"
          pattern={AMOUNT}
          required
        />
        {Array.from({ length: tiers - 1 }, (_, n) => n + 1).map((i) => (
          <div key={i} className="grid grid-cols-2 items-end gap-3 md:col-span-2">
            <Field
              label={`Tier ${i + 1}: from pieces`}
              name={`tier-${i}-from`}
              type="number"
              min={2}
              required
            />
            <Field
              label={`Tier ${i + 1}: unit price (${currency})`}
              name={`tier-${i}-price`}
              inputMode="decimal"
              pattern={AMOUNT}
              required
            />
          </div>
        ))}
      </div>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="secondary"
          disabled={tiers >= MAX_TIERS}
          onClick={() => setTiers((n) => n + 1)}
        >
          Add a price for more pieces
        </Button>
        {tiers > 1 ? (
          <Button type="button" variant="secondary" onClick={() => setTiers((n) => n - 1)}>
            Remove the last
          </Button>
        ) : null}
      </div>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 md:items-end">
        <Select
          label="Shipping method"
          name="method"
          required
          options={(choices.data?.methods ?? []).map((m) => ({
            value: String(m.id),
            label: m.name,
          }))}
        />
        <Select
          label="Shipping category"
          name="category"
          required
          options={(choices.data?.categories ?? []).map((c) => ({
            value: String(c.id),
            label: c.name,
          }))}
        />
        <Field
          label={`Shipping estimate for the order (${currency})`}
          name="shipping"
          inputMode="decimal"
          pattern={AMOUNT}
          required
        />
        <Field
          label="Weight of one piece (g)"
          name="weight"
          type="number"
          min={1}
          max={1_000_000}
          required
        />
        <Field
          label="Where we buy it (site)"
          name="site"
          required
          maxLength={64}
          placeholder="1688"
        />
        <Field
          label="Source link (not shown to the customer)"
          name="source_url"
          type="url"
          maxLength={2000}
          defaultValue={request.product_url ?? ''}
        />
        <Field
          label="Valid until"
          name="valid_until"
          type="date"
          required
          defaultValue={validUntil}
        />
        <Field label="Note to the customer" name="note" maxLength={2000} />
      </div>
      <div>
        <Button type="submit" disabled={pending}>
          Send quote
        </Button>
      </div>
    </form>
  );
}
