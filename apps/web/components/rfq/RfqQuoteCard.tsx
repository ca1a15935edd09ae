'use client';

import { formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { useAddresses } from '../../lib/addresses/hooks.ts';
import { paymentStepPath } from '../../lib/invoices/paths.ts';
import { usePlaceRfqOrder, type RfqQuote } from '../../lib/rfq/hooks.ts';
import { quoteState } from '../../lib/rfq/quotes.ts';
import { ApiError } from '../../lib/api.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Field, NativeSelect } from '../ship-for-me/Field.tsx';
import { Button, buttonClasses } from '../ui/Button.tsx';
import { RfqStatusBadge } from './RfqStatusBadge.tsx';

/** The refusals the API names with a stable code, worded for the customer. */
const REFUSALS = ['quote_expired', 'quote_withdrawn', 'rfq_already_ordered', 'rfq_closed'] as const;
type Refusal = (typeof REFUSALS)[number];
const isRefusal = (code: string): code is Refusal => (REFUSALS as readonly string[]).includes(code);

/**
 * One quote: its price tiers, MOQ, shipping estimate and validity, and while it is open the
 * delivery address and "Place order". The order that comes back links to its product and to
 * paying its invoice.
 */
export function RfqQuoteCard({
  quote,
  regionCode,
  orderable,
  locale,
  moneyLocale,
}: {
  quote: RfqQuote;
  regionCode: string;
  /** False once the request has its order or was closed. */
  orderable: boolean;
  locale: string;
  moneyLocale: string;
}) {
  const t = useTranslations('rfq.quote');
  const { line } = useErrorMessage();
  const state = quoteState(quote);
  const open = state === 'open' && orderable;
  const addresses = useAddresses({ enabled: open });
  const place = usePlaceRfqOrder();
  const inRegion = (addresses.data ?? []).filter((a) => a.country_code === regionCode);
  const [addressId, setAddressId] = useState<number | null>(null);
  const chosen = addressId ?? inRegion[0]?.id ?? null;
  const order = place.data;
  const refusal =
    place.error instanceof ApiError && isRefusal(place.error.code)
      ? t(`refusals.${place.error.code}`)
      : place.isError
        ? line(place.error)
        : null;

  return (
    <article
      className="grid gap-4 rounded-lg border border-line bg-surface p-4 md:grid-cols-2 md:p-6"
      data-testid="rfq-quote"
    >
      <div className="grid content-start gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">{t('title', { id: quote.id })}</h3>
          <RfqStatusBadge status={state} />
        </div>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-ink-muted">
              <th className="py-1 font-medium">{t('fromQuantity')}</th>
              <th className="py-1 text-right font-medium">{t('unitPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {quote.tiers.map((tier) => (
              <tr key={tier.min_quantity} className="border-t border-line">
                <td className="py-1.5">{t('piecesOrMore', { count: tier.min_quantity })}</td>
                <td className="py-1.5 text-right font-medium tabular-nums">
                  {formatMoney(tier.unit_price, moneyLocale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-muted">{t('moq')}</dt>
          <dd className="text-right">{t('pieces', { count: quote.moq })}</dd>
          <dt className="text-ink-muted">{t('shipping')}</dt>
          <dd className="text-right tabular-nums">
            {formatMoney(quote.shipping_estimate, moneyLocale)}
          </dd>
          <dt className="text-ink-muted">{t('validUntil')}</dt>
          <dd className="text-right">{new Date(quote.valid_until).toLocaleDateString(locale)}</dd>
        </dl>
        {quote.note ? <p className="text-sm text-ink-muted">{quote.note}</p> : null}
      </div>
      <div className="grid content-start gap-3">
        {order ? (
          <div className="grid gap-2 rounded-md bg-emerald-50 p-3 text-sm" role="status">
            <p className="font-medium text-success">{t('placed', { number: order.number })}</p>
            <div className="flex flex-wrap gap-2">
              {order.invoice_id ? (
                <Link
                  href={paymentStepPath({ kind: 'invoice', id: order.invoice_id })}
                  className={buttonClasses({ size: 'sm' })}
                >
                  {t('pay')}
                </Link>
              ) : null}
              {order.buy_products[0] ? (
                <Link
                  href={`/dashboard/buy-and-ship/my-orders/${order.buy_products[0].id}`}
                  className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                >
                  {t('viewOrder')}
                </Link>
              ) : null}
            </div>
          </div>
        ) : open ? (
          <>
            {inRegion.length > 0 ? (
              <Field id={`rfq-address-${quote.id}`} label={t('address')}>
                <NativeSelect
                  id={`rfq-address-${quote.id}`}
                  value={chosen ?? ''}
                  onChange={(e) => setAddressId(Number(e.target.value))}
                >
                  {inRegion.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name} · {a.display_lines[0] ?? a.phone}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            ) : addresses.isSuccess ? (
              <p className="text-sm text-ink-muted">
                {t('noAddress')}{' '}
                <Link href="/settings/addresses" className="text-brand-700 underline">
                  {t('addAddress')}
                </Link>
              </p>
            ) : null}
            {refusal ? (
              <p className="text-sm text-danger" role="alert">
                {refusal}
              </p>
            ) : null}
            <Button
              disabled={chosen === null || place.isPending}
              onClick={() =>
                chosen !== null && place.mutate({ quoteId: quote.id, shippingAddressId: chosen })
              }
            >
              {t('placeOrder')}
            </Button>
            <p className="text-xs text-ink-muted">{t('placeOrderHint')}</p>
          </>
        ) : null}
      </div>
    </article>
  );
}
