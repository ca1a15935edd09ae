'use client';

import { formatMoney } from '@crossport/money';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { api, ok } from '../../lib/api.ts';
import { isPayable } from '../../lib/invoices/selection.ts';
import { canBuyAgain } from '../../lib/orders/cancel.ts';
import { invoiceKeys, orderKeys } from '../../lib/orders/query-keys.ts';
import { actionNeededPath } from '../../lib/orders/status.ts';
import { variationLabel } from '../../lib/orders/variations.ts';
import { PayButton } from '../invoices/PayButton.tsx';
import { buttonClasses } from '../ui/Button.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { BuyAgain } from './BuyAgain.tsx';
import { CancelBuyProduct } from './CancelBuyProduct.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { ClaimPanel } from '../claims/ClaimPanel.tsx';
import { DisputePanel } from '../disputes/DisputePanel.tsx';
import { WarehousePhotos } from '../ship-for-me/WarehousePhotos.tsx';
import { Timeline } from './Timeline.tsx';

/** One buy product: what was ordered, the order it belongs to, and its timeline. */
export function OrderDetail({ id, moneyLocale }: { id: number; moneyLocale: string }) {
  const t = useTranslations('orders');
  const details = useQuery({
    queryKey: orderKeys.details(id),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/buy-and-ship/customer/buy-product/v1/details/{id}', {
            params: { path: { id } },
            signal,
          }),
        )
      ).data,
    staleTime: 0,
  });
  const timeline = useQuery({
    queryKey: orderKeys.timeline(id),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/tracking/customer/timeline/v1/buy-product/{id}', {
            params: { path: { id } },
            signal,
          }),
        )
      ).data,
    staleTime: 0,
  });

  const invoiceId = details.data?.order.invoice_id ?? null;
  const invoice = useQuery({
    queryKey: invoiceKeys.one(invoiceId!),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/invoice/customer/invoice/v1/invoices/{id}', {
            params: { path: { id: invoiceId! } },
            signal,
          }),
        )
      ).data,
    enabled: invoiceId !== null,
  });

  if (details.isPending) return <Skeleton className="mt-6 h-64 w-full" />;
  if (details.isError) return <ErrorState title={t('loadFailed')} />;
  const product = details.data;
  const order = product.order;
  const card = 'rounded-xl border border-line bg-surface p-4 md:p-5';

  return (
    <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="grid gap-4">
        <section className={card}>
          <div className="flex gap-3">
            {product.image ? (
              // eslint-disable-next-line @next/next/no-img-element -- image from the source shop
              <img
                src={product.image}
                alt=""
                className="h-20 w-20 shrink-0 rounded-md object-cover"
              />
            ) : null}
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="min-w-0 font-semibold">{product.title}</h2>
                <StatusBadge status={product.status} />
              </div>
              <p className="mt-1 text-xs text-ink-muted">
                {product.number}
                {product.shop_name ? ` · ${product.shop_name}` : ''}
              </p>
            </div>
          </div>
          {product.pending_action_id ? (
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {t('actionWaiting')}
              <Link href={actionNeededPath} className={buttonClasses({ size: 'sm' })}>
                {t('decide')}
              </Link>
            </div>
          ) : null}
          <ul className="mt-4 grid gap-2 border-t border-line pt-4 text-sm">
            {product.variations.map((variation) => (
              <li key={variation.id} className="flex justify-between gap-3">
                <span
                  className={
                    variation.cancelled ? 'text-ink-subtle line-through' : 'text-ink-muted'
                  }
                >
                  {variation.quantity} × {variationLabel(variation)} (
                  {formatMoney(variation.unit_price, moneyLocale)})
                </span>
                <span className="shrink-0">{formatMoney(variation.total, moneyLocale)}</span>
              </li>
            ))}
          </ul>
          {product.warehouse_receipt ? (
            <div className="mt-4 border-t border-line pt-4 text-sm" data-testid="warehouse-receipt">
              <p>
                {t('warehouseReceipt', {
                  kg: product.warehouse_receipt.weight_grams / 1000,
                  size: `${product.warehouse_receipt.length_cm} × ${product.warehouse_receipt.width_cm} × ${product.warehouse_receipt.height_cm}`,
                })}
              </p>
              <WarehousePhotos
                ids={product.warehouse_receipt.photo_ids}
                alt={t('warehousePhotoAlt')}
              />
              {product.parcel ? (
                <div
                  className="mt-3 flex flex-col gap-3 rounded-lg bg-brand-50 p-3 md:flex-row md:items-center md:justify-between"
                  data-testid="ships-as-parcel"
                >
                  <div>
                    <p className="font-semibold">
                      {t('shipsAsParcel', { number: product.parcel.number })}
                    </p>
                    <p className="text-ink-muted">{t('shipsAsParcelHint')}</p>
                  </div>
                  <Link
                    href={`/dashboard/ship-for-me/my-parcel/${product.parcel.number}`}
                    className={buttonClasses({ size: 'sm' })}
                  >
                    {t('openParcel')}
                  </Link>
                </div>
              ) : null}
            </div>
          ) : null}
          {product.can_cancel || canBuyAgain(product) ? (
            <div className="mt-4 flex flex-wrap justify-end gap-2 border-t border-line pt-4">
              {canBuyAgain(product) ? <BuyAgain product={product} /> : null}
              {product.can_cancel ? <CancelBuyProduct product={product} /> : null}
            </div>
          ) : null}
        </section>
        {product.status === 'delivered' ? (
          <>
            <DisputePanel buyProductId={product.id} quantity={disputableQuantity(product)} />
            <ClaimPanel subjectType="buy_product" subjectId={product.id} locale={moneyLocale} />
          </>
        ) : null}
        <section className={card} aria-labelledby="timeline-title">
          <h2 id="timeline-title" className="mb-4 font-semibold">
            {t('timeline')}
          </h2>
          {timeline.data ? (
            <Timeline events={timeline.data} />
          ) : timeline.isError ? (
            <Timeline events={product.timeline} />
          ) : (
            <Skeleton className="h-24 w-full" />
          )}
        </section>
      </div>
      <aside className={card}>
        <h2 className="font-semibold">{t('orderTitle', { number: order.number })}</h2>
        <dl className="mt-3 grid gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">{t('subtotal')}</dt>
            <dd>{formatMoney(order.subtotal, moneyLocale)}</dd>
          </div>
          {order.discount.amount > 0 ? (
            <div className="flex justify-between gap-3 text-success">
              <dt>{t('discount', { code: order.coupon_code ?? '' })}</dt>
              <dd className="whitespace-nowrap">− {formatMoney(order.discount, moneyLocale)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-3 font-semibold">
            <dt>{t('total')}</dt>
            <dd data-testid="order-total">{formatMoney(order.total, moneyLocale)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">
              {t('shippingEstimate', { method: order.shipping.method_name })}
            </dt>
            <dd>{formatMoney(order.shipping.estimate, moneyLocale)}</dd>
          </div>
          {order.invoice_id ? (
            <div className="flex justify-between gap-3" data-testid="order-invoice">
              <dt className="text-ink-muted">{t('invoice')}</dt>
              <dd className="text-right">
                {invoice.data
                  ? t('invoiceLine', {
                      number: invoice.data.number,
                      status: t(`invoiceStatus.${invoice.data.status}`),
                      due: formatMoney(invoice.data.due, moneyLocale),
                    })
                  : `#${order.invoice_id}`}
              </dd>
            </div>
          ) : null}
          {invoice.data && isPayable(invoice.data) ? (
            <div className="flex justify-end">
              <PayButton target={{ kind: 'invoice', id: invoice.data.id }} />
            </div>
          ) : null}
        </dl>
        <div className="mt-4 border-t border-line pt-4 text-sm">
          <p className="font-medium">{order.address.name}</p>
          <p className="text-ink-muted">{order.address.phone}</p>
          <address className="text-ink-muted not-italic" data-testid="order-address">
            {order.address.display_lines.map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
      </aside>
    </div>
  );
}

/** How many items of the product may be disputed: its variations not cancelled. */
function disputableQuantity(product: { variations: { quantity: number; cancelled: boolean }[] }) {
  return product.variations.filter((v) => !v.cancelled).reduce((sum, v) => sum + v.quantity, 0);
}
