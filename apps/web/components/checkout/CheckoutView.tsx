'use client';

import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useAddresses } from '../../lib/addresses/hooks.ts';
import { api, ok } from '../../lib/api.ts';
import { useCart, useCartOwner } from '../../lib/cart/hooks.ts';
import { cartKeys } from '../../lib/cart/query-keys.ts';
import {
  priceCheckout,
  useShippingCategories,
  useShippingMethods,
} from '../../lib/checkout/hooks.ts';
import { checkoutKeys } from '../../lib/checkout/query-keys.ts';
import { paymentStepPath } from '../../lib/invoices/paths.ts';
import { invoiceKeys, orderKeys } from '../../lib/orders/query-keys.ts';
import { orderListPath } from '../../lib/orders/status.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { buttonClasses } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { CheckoutAddressPicker } from './CheckoutAddressPicker.tsx';
import { CheckoutOrderSummary } from './CheckoutOrderSummary.tsx';
import { CouponForm } from './CouponForm.tsx';
import { ShippingMethodPicker } from './ShippingMethodPicker.tsx';

const card = 'rounded-xl border border-line bg-surface p-4 md:p-5';

/**
 * Checkout for the selected cart items: it holds the customer's choices (address, shipping,
 * coupon), prices them, and places the order; each step is its own component.
 */
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
  const { line } = useErrorMessage();
  const { ready, signedIn } = useCartOwner();
  const cart = useCart();
  const region = regionCode ?? 'BD';

  const addresses = useAddresses({ enabled: signedIn });
  const categories = useShippingCategories();
  const methods = useShippingMethods(region);

  const [addressChoice, setAddressChoice] = useState<number | null>(null);
  const [categoryChoice, setCategoryChoice] = useState<number | null>(null);
  const [methodChoice, setMethodChoice] = useState<number | null>(null);
  const [coupon, setCoupon] = useState<string | null>(null);

  const selected = (cart.data ?? []).filter((item) => item.is_selected && item.available);
  const addressList = addresses.data ?? [];
  const addressId =
    addressChoice ?? addressList.find((a) => a.is_default)?.id ?? addressList[0]?.id ?? null;
  const topCategories = (categories.data ?? []).filter((c) => c.parent_id === null);
  const categoryOptions = topCategories.length > 0 ? topCategories : (categories.data ?? []);
  // Each product ships as its own category; the customer names one only for products the
  // catalog cannot place (the summary says which).
  const categoryId = categoryChoice;
  const methodList = methods.data ?? [];
  const methodId = methodChoice ?? methodList[0]?.id ?? null;

  const base =
    addressId !== null && selected.length > 0
      ? {
          items: selected.map((item) => ({ cart_item_id: item.id })),
          shipping_address_id: addressId,
          shipping_category_id: categoryId,
        }
      : null;
  const selection = {
    items: selected.map((item) => `${item.id}:${item.updated_at}`).join(','),
    addressId,
    categoryId,
  };

  // One price per method, so the customer compares them; the chosen one carries the coupon.
  const estimates = useQueries({
    queries: methodList.map((method) => ({
      queryKey: checkoutKeys.summary({ ...selection, methodId: method.id, coupon: null }),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        priceCheckout({ ...base!, shipping_method_id: method.id, coupon_code: null }, signal),
      enabled: base !== null,
      staleTime: 0,
    })),
  });
  const summary = useQuery({
    queryKey: checkoutKeys.summary({ ...selection, methodId, coupon }),
    queryFn: ({ signal }) =>
      priceCheckout({ ...base!, shipping_method_id: methodId!, coupon_code: coupon }, signal),
    enabled: base !== null && methodId !== null,
    staleTime: 0,
  });

  const needsCategory =
    categoryChoice !== null ||
    (summary.data?.items ?? []).some((i) => i.shipping.unknown_reason === 'no_shipping_category');

  const place = useMutation({
    mutationFn: async () => {
      const path = '/api/buy-and-ship/customer/buy-product/v1/place-order';
      const body = { ...base!, shipping_method_id: methodId!, coupon_code: coupon };
      return (await ok(api.POST(path, { body }))).data;
    },
    onSuccess: async (order) => {
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      // Checkout ends on paying the order's invoice; an order without one (nothing to pay)
      // goes to My Orders.
      router.push(
        order.invoice_id === null
          ? `${orderListPath}?placed=${encodeURIComponent(order.number)}`
          : `${paymentStepPath({ kind: 'invoice', id: order.invoice_id })}&placed=${encodeURIComponent(order.number)}`,
      );
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

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="grid gap-6">
        <CheckoutAddressPicker
          addresses={addressList}
          loading={addresses.isPending}
          chosenId={addressId}
          onChoose={setAddressChoice}
          defaultCountry={region}
          className={card}
        />
        <ShippingMethodPicker
          categories={needsCategory ? categoryOptions : null}
          categoryId={categoryId}
          onCategory={setCategoryChoice}
          methods={methodList}
          methodsLoading={methods.isPending}
          methodId={methodId}
          onMethod={setMethodChoice}
          estimateOf={(index) => {
            const shipping = estimates[index]?.data?.shipping;
            // A sum leaving out products would look cheaper than it is: no price then.
            return shipping && (shipping.unknown_count > 0 ? null : shipping.estimate);
          }}
          priced={base !== null}
          moneyLocale={moneyLocale}
          className={card}
        />
        <CouponForm
          coupon={coupon}
          onCoupon={setCoupon}
          subtotal={summary.data?.subtotal}
          couponError={summary.data?.coupon_error?.message ?? null}
          className={card}
        />
      </div>
      <CheckoutOrderSummary
        items={selected}
        summary={summary.data}
        ready={base !== null}
        placing={place.isPending || place.isSuccess}
        placeError={place.isError ? line(place.error) : null}
        onPlace={() => place.mutate()}
        moneyLocale={moneyLocale}
        className={card}
      />
    </div>
  );
}
