'use client';

import { formatMoney } from '@crossport/money';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useAddresses } from '../../lib/addresses/hooks.ts';
import { ApiError, apiFetch } from '../../lib/api.ts';
import type { List, PagedList, ShippingCategory, Single } from '../../lib/api-types.ts';
import { useCart, useCartOwner } from '../../lib/cart/hooks.ts';
import { CART_KEY, cartPaths } from '../../lib/cart/paths.ts';
import type { BuyOrder, CheckoutSummary, ShippingMethod } from '../../lib/cart/types.ts';
import { orderListPath } from '../../lib/orders/status.ts';
import { AddressForm } from '../addresses/AddressForm.tsx';
import { buttonClasses, Button } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Input } from '../ui/Input.tsx';
import { Select } from '../ui/Select.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

interface CheckoutInput {
  items: { cart_item_id: number }[];
  shipping_address_id: number;
  shipping_category_id: number;
  shipping_method_id: number;
  coupon_code: string | null;
}

function priceCheckout(body: CheckoutInput, signal?: AbortSignal) {
  return apiFetch<Single<CheckoutSummary>>(cartPaths.checkoutBatch, {
    method: 'POST',
    body,
    signal,
  }).then((result) => result.data);
}

/** Address, shipping, coupon, summary and "Place order" for the selected cart items. */
export function CheckoutView({
  moneyLocale,
  regionCode,
}: {
  moneyLocale: string;
  regionCode: string | null;
}) {
  const t = useTranslations('checkout');
  const router = useRouter();
  const queryClient = useQueryClient();
  const { ready, signedIn } = useCartOwner();
  const cart = useCart();
  const region = regionCode ?? 'BD';

  const addresses = useAddresses({ enabled: signedIn });
  const categories = useQuery({
    queryKey: ['shipping-categories'],
    queryFn: async ({ signal }) =>
      (await apiFetch<PagedList<ShippingCategory>>(cartPaths.shippingCategories, { signal })).data,
  });
  const methods = useQuery({
    queryKey: ['shipping-methods', region],
    queryFn: async ({ signal }) =>
      (await apiFetch<List<ShippingMethod>>(cartPaths.shippingMethods(region), { signal })).data,
  });

  const [addressChoice, setAddressChoice] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [categoryChoice, setCategoryChoice] = useState<number | null>(null);
  const [methodChoice, setMethodChoice] = useState<number | null>(null);
  const [couponDraft, setCouponDraft] = useState('');
  const [coupon, setCoupon] = useState<string | null>(null);
  const [couponMessage, setCouponMessage] = useState<string | null>(null);

  const selected = (cart.data ?? []).filter((item) => item.is_selected && item.available);
  const addressList = addresses.data ?? [];
  const addressId =
    addressChoice ?? addressList.find((a) => a.is_default)?.id ?? addressList[0]?.id ?? null;
  const topCategories = (categories.data ?? []).filter((c) => c.parent_id === null);
  const categoryOptions = topCategories.length > 0 ? topCategories : (categories.data ?? []);
  const categoryId = categoryChoice ?? categoryOptions[0]?.id ?? null;
  const methodList = methods.data ?? [];
  const methodId = methodChoice ?? methodList[0]?.id ?? null;

  const base =
    addressId !== null && categoryId !== null && selected.length > 0
      ? {
          items: selected.map((item) => ({ cart_item_id: item.id })),
          shipping_address_id: addressId,
          shipping_category_id: categoryId,
        }
      : null;
  const itemsKey = selected.map((item) => `${item.id}:${item.updated_at}`).join(',');

  // One price per method, so the customer compares them; the chosen one carries the coupon.
  const estimates = useQueries({
    queries: methodList.map((method) => ({
      queryKey: ['checkout', itemsKey, addressId, categoryId, method.id, null],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        priceCheckout({ ...base!, shipping_method_id: method.id, coupon_code: null }, signal),
      enabled: base !== null,
      staleTime: 0,
    })),
  });
  const summary = useQuery({
    queryKey: ['checkout', itemsKey, addressId, categoryId, methodId, coupon],
    queryFn: ({ signal }) =>
      priceCheckout({ ...base!, shipping_method_id: methodId!, coupon_code: coupon }, signal),
    enabled: base !== null && methodId !== null,
    staleTime: 0,
  });

  const validate = useMutation({
    mutationFn: (code: string) =>
      apiFetch<Single<{ code: string; description: string }>>(cartPaths.validateCoupon, {
        method: 'POST',
        body: { code, subtotal: summary.data?.subtotal },
      }),
    onSuccess: (result) => {
      setCoupon(result.data.code);
      setCouponMessage(result.data.description);
    },
    onError: (error) => {
      setCoupon(null);
      setCouponMessage(error instanceof ApiError ? error.message : t('couponFailed'));
    },
  });

  const place = useMutation({
    mutationFn: () =>
      apiFetch<Single<BuyOrder>>(cartPaths.placeOrder, {
        method: 'POST',
        body: { ...base!, shipping_method_id: methodId!, coupon_code: coupon },
      }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: [CART_KEY] });
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      router.push(`${orderListPath}?placed=${encodeURIComponent(result.data.number)}`);
    },
  });

  if (!ready || cart.isPending) {
    return (
      <div className="grid gap-4" aria-busy>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (!signedIn) {
    return (
      <EmptyState
        icon="user"
        title={t('signInTitle')}
        body={t('signInBody')}
        action={
          <Link
            href={`/login?return_to=${encodeURIComponent('/checkout')}`}
            className={buttonClasses()}
          >
            {t('signIn')}
          </Link>
        }
      />
    );
  }
  if (selected.length === 0) {
    return (
      <EmptyState
        icon="cart"
        title={t('nothingTitle')}
        body={t('nothingBody')}
        action={
          <Link href="/cart" className={buttonClasses()}>
            {t('backToCart')}
          </Link>
        }
      />
    );
  }

  const onCoupon = (event: FormEvent) => {
    event.preventDefault();
    const code = couponDraft.trim().toUpperCase();
    if (code) validate.mutate(code);
  };
  const data = summary.data;
  const card = 'rounded-xl border border-line bg-surface p-4 md:p-5';

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="grid gap-6">
        <section className={card} aria-labelledby="checkout-address">
          <div className="flex items-center justify-between gap-3">
            <h2 id="checkout-address" className="text-lg font-semibold">
              {t('address')}
            </h2>
            {addressList.length > 0 && !adding ? (
              <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
                {t('addAddress')}
              </Button>
            ) : null}
          </div>
          {addresses.isPending ? (
            <Skeleton className="mt-4 h-20 w-full" />
          ) : (
            <div className="mt-4 grid gap-3">
              {addressList.length > 0 ? (
                <div role="radiogroup" aria-labelledby="checkout-address" className="grid gap-2">
                  {addressList.map((address) => (
                    <label
                      key={address.id}
                      className="flex cursor-pointer gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60"
                    >
                      <input
                        type="radio"
                        name="address"
                        className="mt-1 accent-brand-700"
                        checked={address.id === addressId}
                        onChange={() => setAddressChoice(address.id)}
                      />
                      <span className="min-w-0 text-sm">
                        <span className="font-semibold">{address.name}</span>
                        <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">
                          {t(`labels.${address.label}`)}
                        </span>
                        <span className="block text-ink-muted">{address.phone}</span>
                        <span className="block text-ink-muted">
                          {address.display_lines.join(', ')}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              ) : null}
              {adding || addressList.length === 0 ? (
                <div className={addressList.length > 0 ? 'border-t border-line pt-4' : undefined}>
                  {addressList.length === 0 ? (
                    <p className="mb-3 text-sm text-ink-muted">{t('noAddress')}</p>
                  ) : null}
                  <AddressForm
                    defaultCountry={region}
                    onSaved={(address) => {
                      setAddressChoice(address.id);
                      setAdding(false);
                    }}
                    onCancel={addressList.length > 0 ? () => setAdding(false) : undefined}
                  />
                </div>
              ) : null}
            </div>
          )}
        </section>

        <section className={card} aria-labelledby="checkout-shipping">
          <h2 id="checkout-shipping" className="text-lg font-semibold">
            {t('shipping')}
          </h2>
          <div className="mt-4 grid gap-1.5 sm:max-w-sm">
            <label htmlFor="shipping-category" className="text-sm font-medium">
              {t('category')}
            </label>
            <Select
              id="shipping-category"
              value={categoryId === null ? undefined : String(categoryId)}
              placeholder={t('choose')}
              onValueChange={(value) => setCategoryChoice(Number(value))}
              options={categoryOptions.map((c) => ({ value: String(c.id), label: c.name }))}
            />
            <p className="text-xs text-ink-subtle">{t('categoryHint')}</p>
          </div>
          <div role="radiogroup" aria-label={t('method')} className="mt-4 grid gap-2">
            {methods.isPending ? <Skeleton className="h-16 w-full" /> : null}
            {methodList.map((method, index) => {
              const estimate = estimates[index]?.data?.shipping.estimate;
              return (
                <label
                  key={method.id}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-line p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60"
                >
                  <input
                    type="radio"
                    name="method"
                    className="accent-brand-700"
                    checked={method.id === methodId}
                    onChange={() => setMethodChoice(method.id)}
                  />
                  <span className="min-w-0 flex-1 text-sm">
                    <span className="block font-semibold">{method.name}</span>
                    <span className="block text-ink-muted">
                      {t('eta', { min: method.eta.min_days, max: method.eta.max_days })}
                    </span>
                  </span>
                  <span className="text-sm font-semibold">
                    {estimate ? formatMoney(estimate, moneyLocale) : base ? '…' : '—'}
                  </span>
                </label>
              );
            })}
          </div>
        </section>

        <section className={card} aria-labelledby="checkout-coupon">
          <h2 id="checkout-coupon" className="text-lg font-semibold">
            {t('coupon')}
          </h2>
          <form onSubmit={onCoupon} className="mt-3 flex gap-2 sm:max-w-md">
            <Input
              aria-label={t('couponCode')}
              placeholder={t('couponPlaceholder')}
              value={couponDraft}
              onChange={(event) => setCouponDraft(event.target.value)}
              name="coupon"
            />
            <Button
              type="submit"
              variant="secondary"
              disabled={validate.isPending || !summary.data || !couponDraft.trim()}
            >
              {t('apply')}
            </Button>
          </form>
          {couponMessage ? (
            <p
              className={coupon ? 'mt-2 text-sm text-success' : 'mt-2 text-sm text-danger'}
              role="status"
              data-testid="coupon-message"
            >
              {coupon
                ? t('couponApplied', { code: coupon, description: couponMessage })
                : couponMessage}
            </p>
          ) : null}
          {data?.coupon_error ? (
            <p className="mt-2 text-sm text-danger">{data.coupon_error.message}</p>
          ) : null}
          {coupon ? (
            <Button
              variant="ghost"
              size="sm"
              className="mt-1"
              onClick={() => {
                setCoupon(null);
                setCouponMessage(null);
              }}
            >
              {t('removeCoupon')}
            </Button>
          ) : null}
        </section>
      </div>

      <aside className={`${card} lg:sticky lg:top-32`} aria-labelledby="checkout-summary">
        <h2 id="checkout-summary" className="text-lg font-semibold">
          {t('summary')}
        </h2>
        <ul className="mt-3 grid gap-2 text-sm">
          {selected.map((item) => (
            <li key={item.id} className="flex justify-between gap-3">
              <span className="line-clamp-1 min-w-0 text-ink-muted">
                {item.quantity} × {item.title}
              </span>
              <span className="shrink-0">{formatMoney(item.subtotal, moneyLocale)}</span>
            </li>
          ))}
        </ul>
        {data ? (
          <dl
            className="mt-4 grid gap-2 border-t border-line pt-4 text-sm"
            data-testid="checkout-summary"
          >
            <Row label={t('subtotal')} value={formatMoney(data.subtotal, moneyLocale)} />
            {data.discount.amount > 0 ? (
              <Row
                label={t('discount', { code: data.coupon?.code ?? '' })}
                value={`− ${formatMoney(data.discount, moneyLocale)}`}
                tone="success"
              />
            ) : null}
            <Row label={t('productTotal')} value={formatMoney(data.total, moneyLocale)} strong />
            <Row
              label={t('shippingEstimate', { method: data.shipping.method.name })}
              value={formatMoney(data.shipping.estimate, moneyLocale)}
            />
            <Row
              label={t('grandTotal')}
              value={formatMoney(data.grand_total, moneyLocale)}
              strong
            />
          </dl>
        ) : (
          <p className="mt-4 border-t border-line pt-4 text-sm text-ink-muted">
            {base ? t('pricing') : t('completeSteps')}
          </p>
        )}
        <p className="mt-3 text-xs text-ink-subtle">{t('invoiceNote')}</p>
        {place.isError ? (
          <p className="mt-3 text-sm text-danger" role="alert">
            {place.error instanceof ApiError ? place.error.message : t('placeFailed')}
          </p>
        ) : null}
        <Button
          variant="accent"
          size="lg"
          className="mt-4 w-full"
          disabled={!data || place.isPending || place.isSuccess}
          onClick={() => place.mutate()}
          data-testid="place-order"
        >
          {place.isPending || place.isSuccess ? t('placing') : t('placeOrder')}
        </Button>
      </aside>
    </div>
  );
}

function Row({
  label,
  value,
  strong,
  tone,
}: {
  label: string;
  value: string;
  strong?: boolean;
  tone?: 'success';
}) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'font-semibold' : ''} ${tone === 'success' ? 'text-success' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="text-right whitespace-nowrap">{value}</dd>
    </div>
  );
}
