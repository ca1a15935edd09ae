'use client';

import { formatMoney } from '@crossport/money';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAddresses } from '../../lib/addresses/hooks.ts';
import {
  itemKey,
  useCourierOptions,
  useCreateDeliveryRequest,
  useDeliverableItems,
} from '../../lib/delivery/hooks.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Button, buttonClasses } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { Field, NativeSelect } from '../ship-for-me/Field.tsx';

/**
 * Create delivery request: tick arrived goods of both services, choose the address, then one
 * of the local couriers priced for their weight, and send. Lands on the success page.
 */
export function CreateDeliveryRequest({
  initial,
  moneyLocale,
}: {
  initial: string[];
  moneyLocale: string;
}) {
  const t = useTranslations('delivery');
  const router = useRouter();
  const { line } = useErrorMessage();
  const deliverable = useDeliverableItems();
  const addresses = useAddresses();
  const [picked, setPicked] = useState<string[]>(initial);
  const [addressChoice, setAddressChoice] = useState('');
  const [courier, setCourier] = useState('');
  const [payOnDelivery, setPayOnDelivery] = useState(false);
  const create = useCreateDeliveryRequest();

  const items = (deliverable.data ?? []).filter((item) => picked.includes(itemKey(item)));
  const addressId = Number(addressChoice || addresses.data?.[0]?.id || 0) || null;
  const couriers = useCourierOptions(items, addressId);
  const chosen = couriers.data?.find((o) => o.code === courier) ?? couriers.data?.[0];

  if (deliverable.isPending || addresses.isPending) return <Skeleton className="mt-6 h-64" />;
  if (deliverable.isError)
    return <p className="mt-6 text-sm text-danger">{line(deliverable.error)}</p>;
  if (deliverable.data.length === 0) {
    return (
      <div className="mt-6">
        <EmptyState icon="truck" title={t('emptyTitle')} body={t('emptyBody')} />
      </div>
    );
  }

  const submit = async () => {
    if (!chosen || !addressId || items.length === 0) return;
    try {
      const request = await create.mutateAsync({
        items: items.map(({ type, id }) => ({ type, id })),
        shipping_address_id: addressId,
        courier_option: chosen.code,
        ...(payOnDelivery ? { pay_on_delivery: true } : {}),
      });
      router.push(`/dashboard/create-delivery-request/success?request=${request.id}`);
    } catch {
      // Shown under the button from the mutation's error.
    }
  };

  return (
    <div className="mt-6 grid gap-6">
      <fieldset className="grid gap-2" data-testid="deliverable-items">
        <legend className="mb-2 font-semibold">{t('itemsTitle')}</legend>
        {deliverable.data.map((item) => {
          const key = itemKey(item);
          return (
            <label
              key={key}
              className="flex items-center gap-3 rounded-md border border-line bg-surface p-3 text-sm"
            >
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={picked.includes(key)}
                onChange={(e) =>
                  setPicked(e.target.checked ? [...picked, key] : picked.filter((k) => k !== key))
                }
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{item.title}</span>
                <span className="text-xs text-ink-muted">
                  {item.number} · {t(`types.${item.type}`)}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>

      <div className="grid gap-4 md:grid-cols-2">
        <Field id="delivery-address" label={t('address')}>
          {addresses.data && addresses.data.length > 0 ? (
            <NativeSelect
              id="delivery-address"
              value={String(addressId ?? '')}
              onChange={(e) => setAddressChoice(e.target.value)}
            >
              {addresses.data.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} — {a.display_lines.join(', ')}
                </option>
              ))}
            </NativeSelect>
          ) : (
            <Link
              id="delivery-address"
              href="/settings/addresses"
              className={buttonClasses({ variant: 'secondary' })}
            >
              {t('addAddress')}
            </Link>
          )}
        </Field>
      </div>

      {items.length > 0 && addressId ? (
        <fieldset className="grid gap-2" data-testid="courier-options">
          <legend className="mb-2 font-semibold">{t('courierTitle')}</legend>
          {couriers.isPending ? <Skeleton className="h-16" /> : null}
          {couriers.isError ? <p className="text-sm text-danger">{line(couriers.error)}</p> : null}
          {couriers.data?.map((option) => (
            <label
              key={option.code}
              className="flex items-center gap-3 rounded-md border border-line bg-surface p-3 text-sm"
            >
              <input
                type="radio"
                name="courier"
                className="h-4 w-4"
                checked={chosen?.code === option.code}
                onChange={() => setCourier(option.code)}
              />
              <span className="flex-1">
                <span className="block font-medium">{option.name}</span>
                <span className="text-xs text-ink-muted">
                  {t('eta', {
                    min: option.eta.min_days,
                    max: option.eta.max_days,
                    kg: option.weight_grams / 1000,
                  })}
                </span>
              </span>
              <span className="font-semibold">{formatMoney(option.price, moneyLocale)}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="text-sm text-ink-muted">{t('pickFirst')}</p>
      )}

      {chosen ? (
        <fieldset className="grid gap-2" data-testid="delivery-payment">
          <legend className="mb-2 font-semibold">{t('paymentTitle')}</legend>
          {[false, true].map((cash) => (
            <label key={String(cash)} className="flex items-start gap-3 text-sm">
              <input
                type="radio"
                name="delivery-payment"
                checked={payOnDelivery === cash}
                onChange={() => setPayOnDelivery(cash)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              />
              <span>
                {cash ? t('payCash') : t('payNow')}
                <span className="block text-xs text-ink-muted">
                  {cash ? t('payCashHint') : t('payNowHint')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}

      {create.isError ? (
        <p className="text-sm text-danger" role="alert">
          {line(create.error)}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          onClick={submit}
          disabled={!chosen || items.length === 0 || create.isPending}
        >
          {create.isPending ? t('sending') : t('submit')}
        </Button>
      </div>
    </div>
  );
}
