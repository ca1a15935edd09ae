'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Address } from '../../lib/cart/types.ts';
import { AddressForm } from '../addresses/AddressForm.tsx';
import { Button } from '../ui/Button.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

/** Where the order goes: pick a saved address or add one (the form opens when none exist). */
export function CheckoutAddressPicker({
  addresses,
  loading,
  chosenId,
  onChoose,
  defaultCountry,
  className,
}: {
  addresses: Address[];
  loading: boolean;
  chosenId: number | null;
  onChoose: (id: number) => void;
  defaultCountry: string;
  className: string;
}) {
  const t = useTranslations('checkout');
  const [adding, setAdding] = useState(false);
  const hasAddresses = addresses.length > 0;

  return (
    <section className={className} aria-labelledby="checkout-address">
      <div className="flex items-center justify-between gap-3">
        <h2 id="checkout-address" className="text-lg font-semibold">
          {t('address')}
        </h2>
        {hasAddresses && !adding ? (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            {t('addAddress')}
          </Button>
        ) : null}
      </div>
      {loading ? (
        <Skeleton className="mt-4 h-20 w-full" />
      ) : (
        <div className="mt-4 grid gap-3">
          {hasAddresses ? (
            <div role="radiogroup" aria-labelledby="checkout-address" className="grid gap-2">
              {addresses.map((address) => (
                <label
                  key={address.id}
                  className="flex cursor-pointer gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60"
                >
                  <input
                    type="radio"
                    name="address"
                    className="mt-1 accent-brand-700"
                    checked={address.id === chosenId}
                    onChange={() => onChoose(address.id)}
                  />
                  <span className="min-w-0 text-sm">
                    <span className="font-semibold">{address.name}</span>
                    <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">
                      {t(`labels.${address.label}`)}
                    </span>
                    <span className="block text-ink-muted">{address.phone}</span>
                    <span className="block text-ink-muted">{address.display_lines.join(', ')}</span>
                  </span>
                </label>
              ))}
            </div>
          ) : null}
          {adding || !hasAddresses ? (
            <div className={hasAddresses ? 'border-t border-line pt-4' : undefined}>
              {!hasAddresses ? (
                <p className="mb-3 text-sm text-ink-muted">{t('noAddress')}</p>
              ) : null}
              <AddressForm
                defaultCountry={defaultCountry}
                onSaved={(address) => {
                  onChoose(address.id);
                  setAdding(false);
                }}
                onCancel={hasAddresses ? () => setAdding(false) : undefined}
              />
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
