'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, ErrorNotice, Field, SelectField } from '@/components/ui';
import { fieldError, must, staffApi, type StaffError } from '@/lib/staff-api';
import { typedAmount } from '@/lib/units';

const BASE = '/api/shipping-agent/admin/rate/v1/rates';

interface Choices {
  regions: readonly { region_code: string; region_name: string; currency: string }[];
  warehouses: ReadonlyMap<number, string>;
  categories: ReadonlyMap<number, string>;
}

/**
 * A rate for a route that has none (a new category, say): one price per kilogram and a
 * minimum to start with; "Edit slabs" then splits it by weight. Until it exists, customers
 * are told the category is not shipped to that region.
 */
export function AddRate({ choices, onAdded }: { choices: Choices; onAdded: (id: number) => void }) {
  const [regionCode, setRegionCode] = useState(choices.regions[0]?.region_code ?? '');
  const currency = choices.regions.find((r) => r.region_code === regionCode)?.currency ?? '';
  const add = useMutation<number, StaffError, FormData>({
    mutationFn: async (form) => {
      const amount = (name: string, what: string) =>
        typedAmount(String(form.get(name) ?? ''), currency, what);
      const body = {
        region_code: regionCode,
        warehouse_id: Number(form.get('warehouse')),
        shipping_category_id: Number(form.get('category')),
        slabs: [{ min_grams: 0, max_grams: null, per_kg: amount('per_kg', 'the price per kg') }],
        min_charge: amount('minimum', 'the minimum charge'),
      };
      return (await must(staffApi.POST(BASE, { body }))).data.id;
    },
    onSuccess: onAdded,
  });
  return (
    <form
      className="grid grid-cols-1 gap-3 md:grid-cols-3 md:items-start"
      aria-label="Add a rate"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(new FormData(event.currentTarget));
      }}
    >
      <SelectField
        label="To region"
        value={regionCode}
        onChange={(event) => setRegionCode(event.target.value)}
      >
        {choices.regions.map((r) => (
          <option key={r.region_code} value={r.region_code}>
            {r.region_name} ({r.region_code})
          </option>
        ))}
      </SelectField>
      <SelectField label="From warehouse" name="warehouse">
        {[...choices.warehouses].map(([id, name]) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-1">
        <SelectField label="Category" name="category">
          {[...choices.categories].map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </SelectField>
        {fieldError(add.error, 'body.shipping_category_id') ? (
          <p className="text-sm font-medium text-red-700">
            {fieldError(add.error, 'body.shipping_category_id')}
          </p>
        ) : null}
      </div>
      <Field label={`Price per kg (${currency})`} name="per_kg" inputMode="decimal" required />
      <Field label={`Minimum charge (${currency})`} name="minimum" inputMode="decimal" required />
      <div className="md:col-span-3 flex flex-col gap-3">
        <ErrorNotice error={add.error} />
        <div>
          <Button type="submit" disabled={add.isPending || !currency}>
            Add the rate
          </Button>
        </div>
      </div>
    </form>
  );
}
