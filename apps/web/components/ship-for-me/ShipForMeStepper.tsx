'use client';

import { formatMoney, money } from '@crossport/money';
import { useRouter } from 'next/navigation';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAddresses } from '../../lib/addresses/hooks.ts';
import {
  clearDraft,
  loadDraft,
  saveDraft,
  STEP_COUNT,
} from '../../lib/ship-for-me/draft-storage.ts';
import {
  emptyProduct,
  MAX_PRODUCTS,
  productProblems,
  requestBody,
  type ShipForMeDraft,
} from '../../lib/ship-for-me/form.ts';
import {
  useRequestShipment,
  useShipForMeContext,
  useShipmentMeta,
} from '../../lib/ship-for-me/hooks.ts';
import { isKnownAddon } from '../../lib/ship-for-me/status.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { isMoney, parseAmount } from '../../lib/wallet/amount.ts';
import { Button, buttonClasses } from '../ui/Button.tsx';
import { Input } from '../ui/Input.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { Field, NativeSelect } from './Field.tsx';
import { ProductFields } from './ProductFields.tsx';
import { WarehouseAddressCard } from './WarehouseAddressCard.tsx';

const STEPS = ['warehouse', 'products', 'shipping', 'review'] as const;

/**
 * The Ship For Me request, in four steps. The draft and the step are saved in local storage
 * (spec §3 keys) on every change, so a reload — or a phone that drops the tab — continues
 * where the customer was; sending clears them.
 */
interface StepperProps {
  region: string | null;
  currency: string;
  moneyLocale: string;
}

const noSubscription = () => () => {};

export function ShipForMeStepper(props: StepperProps) {
  // Local storage exists only in the browser: the form mounts once hydrated, and reads it then.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? <StepperForm {...props} /> : <Skeleton className="h-96" />;
}

function StepperForm({ region, currency, moneyLocale }: StepperProps) {
  const t = useTranslations('shipForMe');
  const router = useRouter();
  const { line } = useErrorMessage();
  const context = useShipForMeContext(region);
  const meta = useShipmentMeta();
  const addresses = useAddresses();
  const send = useRequestShipment();
  const [saved] = useState(() => loadDraft(window.localStorage));
  const [draft, setDraft] = useState<ShipForMeDraft>(saved.draft);
  const [step, setStep] = useState(saved.step);
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    saveDraft(window.localStorage, draft, step);
  }, [draft, step]);

  const data = context.data;
  const warehouseId = draft.warehouseId || String(data?.warehouses[0]?.id ?? '');
  const warehouseAddress = data?.customer?.warehouse_addresses.find(
    (a) => String(a.warehouse_id) === warehouseId,
  );
  const methods = data?.shipping_methods ?? [];
  const methodId = draft.methodId || String(methods[0]?.id ?? '');
  const addressList = addresses.data ?? [];
  const addressId = draft.addressId || String(addressList[0]?.id ?? '');
  const problems = draft.products.map((p) => productProblems(p, currency));
  const stepValid = [
    Boolean(warehouseId),
    problems.every((p) => Object.keys(p).length === 0),
    Boolean(addressId && methodId) && (!data?.rules.tax_id || Boolean(draft.taxId?.trim())),
    true,
  ];
  const complete = { ...draft, warehouseId, methodId, addressId };

  const next = () => {
    setTouched(true);
    if (!stepValid[step]) return;
    setTouched(false);
    if (step === 0 && !draft.warehouseId) setDraft(complete);
    setStep((s) => Math.min(s + 1, STEP_COUNT - 1));
  };

  const submit = async () => {
    try {
      const order = await send.mutateAsync({ body: requestBody(complete, currency), region });
      clearDraft(window.localStorage);
      router.push(`/dashboard/ship-for-me/my-shipment?created=${encodeURIComponent(order.number)}`);
    } catch {
      // The message shows under the button from the mutation's error.
    }
  };

  if (!data) return <Skeleton className="h-96" />;

  return (
    <div className="grid gap-6">
      <ol className="grid grid-cols-4 gap-2" aria-label={t('steps.label')}>
        {STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index === step ? 'step' : undefined}
            className={`rounded-md border px-2 py-2 text-center text-xs font-semibold md:text-sm ${
              index === step
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : index < step
                  ? 'border-line bg-surface text-ink'
                  : 'border-line bg-canvas text-ink-subtle'
            }`}
          >
            <span className="block">{index + 1}</span>
            <span className="hidden md:inline">{t(`steps.${name}`)}</span>
          </li>
        ))}
      </ol>
      <h2 className="text-xl font-semibold" data-testid="step-title">
        {t(`steps.${STEPS[step]!}`)}
      </h2>

      {step === 0 ? (
        <div className="grid gap-4">
          <Field id="sfm-warehouse" label={t('warehouse.label')} hint={t('warehouse.hint')}>
            <NativeSelect
              id="sfm-warehouse"
              value={warehouseId}
              onChange={(e) => setDraft({ ...draft, warehouseId: e.target.value })}
            >
              {data.warehouses.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {warehouseAddress && data.customer ? (
            <WarehouseAddressCard address={warehouseAddress} suiteCode={data.customer.suite_code} />
          ) : null}
          <div className="rounded-md border border-line bg-surface p-4 text-sm">
            <p className="font-semibold">{t('warehouse.prohibited')}</p>
            <p className="mt-1 text-ink-muted">
              {data.rules.prohibited_items.map((i) => i.name).join(', ')}
            </p>
          </div>
        </div>
      ) : null}

      {step === 1 ? (
        <div className="grid gap-4">
          {draft.products.map((product, index) => (
            <ProductFields
              key={index}
              index={index}
              product={product}
              problems={touched ? problems[index]! : {}}
              categories={data.shipping_categories}
              currency={currency}
              maxImages={meta.data?.limits.max_images ?? 10}
              onChange={(changed) =>
                setDraft({
                  ...draft,
                  products: draft.products.map((p, i) => (i === index ? changed : p)),
                })
              }
              onRemove={
                draft.products.length > 1
                  ? () =>
                      setDraft({ ...draft, products: draft.products.filter((_, i) => i !== index) })
                  : undefined
              }
            />
          ))}
          {draft.products.length < MAX_PRODUCTS ? (
            <div>
              <Button
                type="button"
                variant="secondary"
                onClick={() =>
                  setDraft({ ...draft, products: [...draft.products, emptyProduct()] })
                }
              >
                {t('product.add')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      {step === 2 ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Field
            id="sfm-address"
            label={t('shipping.address')}
            error={touched && !addressId ? t('shipping.addressMissing') : null}
          >
            {addressList.length > 0 ? (
              <NativeSelect
                id="sfm-address"
                value={addressId}
                onChange={(e) => setDraft({ ...draft, addressId: e.target.value })}
              >
                {addressList.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name} — {a.display_lines.join(', ')}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <Link
                id="sfm-address"
                href="/settings/addresses"
                className={buttonClasses({ variant: 'secondary' })}
              >
                {t('shipping.addAddress')}
              </Link>
            )}
          </Field>
          <Field id="sfm-method" label={t('shipping.method')}>
            <NativeSelect
              id="sfm-method"
              value={methodId}
              onChange={(e) => setDraft({ ...draft, methodId: e.target.value })}
            >
              {methods.map((m) => (
                <option key={m.id} value={m.id}>
                  {t('shipping.methodOption', {
                    name: m.name,
                    min: m.eta.min_days,
                    max: m.eta.max_days,
                  })}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {data.rules.tax_id ? (
            <Field
              id="sfm-tax-id"
              label={t('shipping.taxId')}
              error={touched && !draft.taxId?.trim() ? t('shipping.taxIdMissing') : null}
              className="md:col-span-2"
            >
              <Input
                id="sfm-tax-id"
                value={draft.taxId ?? ''}
                placeholder={data.rules.tax_id.example}
                onChange={(e) => setDraft({ ...draft, taxId: e.target.value })}
              />
              <p className="mt-1 text-xs text-ink-muted">
                {t('shipping.taxIdHint', { label: data.rules.tax_id.label })}
              </p>
            </Field>
          ) : null}
          <fieldset className="grid gap-2 md:col-span-2">
            <legend className="text-sm font-medium">{t('shipping.addons')}</legend>
            {(meta.data?.addon_services ?? [])
              .filter((s) => s.price !== null)
              .map((service) => (
                <label
                  key={service.code}
                  className="flex items-center gap-3 rounded-md border border-line bg-surface p-3 text-sm"
                >
                  <input
                    type="checkbox"
                    className="h-4 w-4"
                    checked={draft.addons.includes(service.code)}
                    onChange={(e) =>
                      setDraft({
                        ...draft,
                        addons: e.target.checked
                          ? [...draft.addons, service.code]
                          : draft.addons.filter((c) => c !== service.code),
                      })
                    }
                  />
                  <span className="flex-1">
                    {isKnownAddon(service.code) ? t(`addons.${service.code}`) : service.name}
                  </span>
                  <span className="font-semibold">{formatMoney(service.price!, moneyLocale)}</span>
                </label>
              ))}
            <p className="text-xs text-ink-muted">{t('shipping.addonsHint')}</p>
          </fieldset>
        </div>
      ) : null}

      {step === 3 ? (
        <div className="grid gap-3" data-testid="review">
          <p className="text-sm text-ink-muted">{t('review.intro')}</p>
          <ul className="grid gap-2">
            {draft.products.map((p, index) => {
              const value = parseAmount(p.declaredValue, currency);
              return (
                <li key={index} className="rounded-md border border-line bg-surface p-3 text-sm">
                  <p className="font-semibold">{p.title}</p>
                  <p className="text-ink-muted">
                    {t('review.line', {
                      quantity: Number(p.quantity),
                      value: formatMoney(isMoney(value) ? value : money(0, currency), moneyLocale),
                    })}
                    {p.trackingId.trim()
                      ? ` · ${t('review.tracking', { id: p.trackingId.trim() })}`
                      : ` · ${t('review.noTracking')}`}
                  </p>
                </li>
              );
            })}
          </ul>
          <p className="text-sm">
            {t('review.destination', {
              address:
                addressList.find((a) => String(a.id) === addressId)?.display_lines.join(', ') ?? '',
            })}
          </p>
          {send.isError ? (
            <p className="text-sm text-danger" role="alert">
              {line(send.error)}
            </p>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-wrap justify-between gap-3 border-t border-line pt-4">
        <Button
          type="button"
          variant="ghost"
          disabled={step === 0}
          onClick={() => setStep((s) => Math.max(0, s - 1))}
        >
          {t('back')}
        </Button>
        {step < STEP_COUNT - 1 ? (
          <Button type="button" onClick={next}>
            {t('next')}
          </Button>
        ) : (
          <Button type="button" onClick={submit} disabled={send.isPending}>
            {send.isPending ? t('sending') : t('submit')}
          </Button>
        )}
      </div>
      {touched && !stepValid[step] ? (
        <p className="text-sm text-danger" role="alert">
          {t('fixErrors')}
        </p>
      ) : null}
    </div>
  );
}
