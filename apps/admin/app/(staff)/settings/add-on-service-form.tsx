'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, ErrorNotice, Field } from '@/components/ui';
import { fieldError, must, staffApi, type StaffError } from '@/lib/staff-api';
import { bpsToPercent, fromMinor, percentToBps, toMinor } from '@/lib/units';

export const ADD_ON_BASE = '/api/core/admin/add-on-service/v1/services';

export async function loadAddOnServices() {
  return (await must(staffApi.GET(ADD_ON_BASE))).data;
}
export type AddOnService = Awaited<ReturnType<typeof loadAddOnServices>>[number];

/** Insurance is a share of the goods' value and always offered; the rest have fixed prices. */
export const isInsurance = (service: AddOnService) => service.code === 'insurance';

type Body = Omit<AddOnService, 'code' | 'group' | 'uses'>;

/**
 * One service's name, offered switch and price per region currency (empty: not offered in
 * that currency, 0: free), or insurance's rate. Typed in major units, sent in minor units;
 * what the API refuses is shown under its field.
 */
export function AddOnServiceForm({
  service,
  currencies,
  onSaved,
}: {
  service: AddOnService;
  currencies: string[];
  onSaved: (saved: AddOnService) => void;
}) {
  const save = useMutation<AddOnService, StaffError, Body>({
    mutationFn: async (body) =>
      (
        await must(
          staffApi.PUT(`${ADD_ON_BASE}/{code}`, {
            params: { path: { code: service.code } },
            body,
          }),
        )
      ).data,
    onSuccess: onSaved,
  });
  const [typos, setTypos] = useState<Record<string, string>>({});
  const at = (field: string) => typos[field] ?? fieldError(save.error, `body.${field}`);
  const insurance = isInsurance(service);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const found: Record<string, string> = {};
    const prices: Record<string, number> = {};
    for (const currency of insurance ? [] : currencies) {
      const typed = text(`price-${currency}`);
      if (!typed) continue;
      const amount = toMinor(typed, currency);
      if (amount === null) found[`prices.${currency}`] = 'Type a plain amount, like 150 or 1.50';
      else prices[currency] = amount;
    }
    const rate = insurance ? percentToBps(text('rate')) : null;
    if (insurance && rate === null) found.rate_bps = 'Type a percentage, like 2 or 2.5';
    setTypos(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({
      name: text('name'),
      active: insurance || form.get('active') === 'on',
      prices,
      rate_bps: rate,
      updated_at: service.updated_at,
    });
  }

  return (
    <form
      aria-label={`Add-on service ${service.name}`}
      className="flex flex-col gap-4"
      onSubmit={submit}
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Field
          label="Name customers read"
          name="name"
          required
          maxLength={120}
          defaultValue={service.name}
          error={at('name')}
        />
        {insurance ? (
          <Field
            label="Share of the declared value (%)"
            name="rate"
            inputMode="decimal"
            required
            defaultValue={bpsToPercent(service.rate_bps ?? 0)}
            hint="Each insured parcel pays at least the currency's minimum"
            error={at('rate_bps')}
          />
        ) : (
          <label className="flex min-h-11 items-center gap-2 self-end text-sm font-medium">
            <input
              type="checkbox"
              name="active"
              defaultChecked={service.active}
              className="size-5"
            />
            Offered to customers
          </label>
        )}
      </div>
      {insurance ? null : (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">
            Price per currency (empty: not offered there, 0: free)
          </legend>
          <div className="grid grid-cols-2 gap-4 md:grid-cols-3">
            {currencies.map((currency) => (
              <Field
                key={currency}
                label={`Price in ${currency}`}
                name={`price-${currency}`}
                inputMode="decimal"
                defaultValue={
                  service.prices[currency] === undefined
                    ? ''
                    : fromMinor(service.prices[currency], currency)
                }
                error={at(`prices.${currency}`)}
              />
            ))}
          </div>
        </fieldset>
      )}
      <ErrorNotice error={save.error} />
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save {service.name}
        </Button>
      </div>
    </form>
  );
}
