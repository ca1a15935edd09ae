'use client';

import { formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import type { CartItem, CheckoutSummary } from '../../lib/cart/types.ts';
import { Button } from '../ui/Button.tsx';

/** The selected items, the priced totals and "Place order". */
export function CheckoutOrderSummary({
  items,
  summary,
  ready,
  placing,
  placeError,
  onPlace,
  moneyLocale,
  className,
}: {
  items: CartItem[];
  summary: CheckoutSummary | undefined;
  /** Address, category and method are chosen, so a price is on its way. */
  ready: boolean;
  placing: boolean;
  placeError: string | null;
  onPlace: () => void;
  moneyLocale: string;
  className: string;
}) {
  const t = useTranslations('checkout');
  return (
    <aside className={`${className} lg:sticky lg:top-32`} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className="text-lg font-semibold">
        {t('summary')}
      </h2>
      <ul className="mt-3 grid gap-2 text-sm">
        {items.map((item) => {
          const shipping = summary?.items.find((i) => i.cart_item_id === item.id)?.shipping;
          return (
            <li key={item.id}>
              <div className="flex justify-between gap-3">
                <span className="line-clamp-1 min-w-0 text-ink-muted">
                  {item.quantity} × {item.title}
                </span>
                <span className="shrink-0">{formatMoney(item.subtotal, moneyLocale)}</span>
              </div>
              {shipping ? (
                <ProductShippingLine shipping={shipping} moneyLocale={moneyLocale} />
              ) : null}
            </li>
          );
        })}
      </ul>
      {summary ? (
        <dl
          className="mt-4 grid gap-2 border-t border-line pt-4 text-sm"
          data-testid="checkout-summary"
        >
          <Row label={t('subtotal')} value={formatMoney(summary.subtotal, moneyLocale)} />
          {summary.discount.amount > 0 ? (
            <Row
              label={t('discount', { code: summary.coupon?.code ?? '' })}
              value={`− ${formatMoney(summary.discount, moneyLocale)}`}
              tone="success"
            />
          ) : null}
          <Row label={t('productTotal')} value={formatMoney(summary.total, moneyLocale)} strong />
          <Row
            label={t('shippingEstimate', { method: summary.shipping.method.name })}
            value={
              summary.shipping.unknown_count === summary.items.length
                ? '—'
                : formatMoney(summary.shipping.estimate, moneyLocale)
            }
          />
          {summary.shipping.unknown_count > 0 ? (
            <p className="text-xs text-accent-700" data-testid="shipping-unknown-count">
              {t('shippingUnknownCount', { count: summary.shipping.unknown_count })}
            </p>
          ) : null}
          <Row
            label={t('grandTotal')}
            value={formatMoney(summary.grand_total, moneyLocale)}
            strong
          />
        </dl>
      ) : (
        <p className="mt-4 border-t border-line pt-4 text-sm text-ink-muted">
          {ready ? t('pricing') : t('completeSteps')}
        </p>
      )}
      <p className="mt-3 text-xs text-ink-subtle">{t('invoiceNote')}</p>
      {placeError ? (
        <p className="mt-3 text-sm text-danger" role="alert">
          {placeError}
        </p>
      ) : null}
      <Button
        variant="accent"
        size="lg"
        className="mt-4 w-full"
        disabled={!summary || placing}
        onClick={onPlace}
        data-testid="place-order"
      >
        {placing ? t('placing') : t('placeOrder')}
      </Button>
    </aside>
  );
}

/** One product's shipping as checkout estimates it, or why it cannot. */
function ProductShippingLine({
  shipping,
  moneyLocale,
}: {
  shipping: CheckoutSummary['items'][number]['shipping'];
  moneyLocale: string;
}) {
  const t = useTranslations('checkout');
  return (
    <p className="mt-0.5 text-xs text-ink-subtle" data-testid="product-shipping-estimate">
      {shipping.estimate && shipping.shipping_category
        ? t('productShipping', {
            amount: formatMoney(shipping.estimate, moneyLocale),
            category: shipping.shipping_category.name,
          })
        : t(`shippingUnknown.${shipping.unknown_reason ?? 'no_rate'}`)}
    </p>
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
