'use client';

import { formatMoney } from '@crossport/money';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useDeliveryRequest, type DeliveryRequest } from '../../lib/delivery/hooks.ts';
import { useInvoice } from '../../lib/invoices/hooks.ts';
import { paymentStepPath } from '../../lib/invoices/paths.ts';
import { isPayable } from '../../lib/invoices/selection.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { buttonClasses } from '../ui/Button.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

/** Whether the delivery charge is paid, to be paid now, or paid to the courier in cash. */
function DeliveryChargeState({ request }: { request: DeliveryRequest }) {
  const t = useTranslations('delivery.success');
  const invoice = useInvoice(request.invoice_id);
  if (request.invoice_id === null) return null;
  if (request.payment_method === 'cash_on_delivery') return <>{t('cashOnDelivery')}</>;
  if (!invoice.data) return null;
  return <>{invoice.data.status === 'paid' ? t('chargePaid') : t('chargeUnpaid')}</>;
}

/**
 * The request just made: its number, what goes, where, by whom and for how much, and Pay for
 * its charge while it waits to be paid.
 */
export function DeliveryRequestSuccess({ id, moneyLocale }: { id: number; moneyLocale: string }) {
  const t = useTranslations('delivery.success');
  const types = useTranslations('delivery.types');
  const { line } = useErrorMessage();
  const request = useDeliveryRequest(id);
  const invoice = useInvoice(request.data?.invoice_id ?? null);
  if (request.isPending) return <Skeleton className="mt-6 h-48" />;
  if (request.isError) return <p className="mt-6 text-sm text-danger">{line(request.error)}</p>;
  const r = request.data;
  const payable =
    r.payment_method === 'prepaid' &&
    r.invoice_id !== null &&
    invoice.data !== undefined &&
    isPayable(invoice.data) &&
    (r.status === 'requested' || r.status === 'dispatched');
  return (
    <section
      className="mt-6 grid gap-4 rounded-lg border border-emerald-200 bg-surface p-5"
      data-testid="delivery-request"
    >
      <p className="text-lg font-semibold" data-testid="delivery-request-number">
        {t.rich('number', {
          number: r.number,
          code: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
        })}
      </p>
      <ul className="grid gap-1 text-sm">
        {r.items.map((item) => (
          <li key={`${item.type}:${item.id}`}>
            {item.title} <span className="text-ink-muted">· {types(item.type)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid gap-3 text-sm md:grid-cols-3">
        <div>
          <dt className="text-ink-muted">{t('courier')}</dt>
          <dd className="font-semibold">{r.courier.name}</dd>
        </div>
        {r.tracking_number ? (
          <div>
            <dt className="text-ink-muted">{t('tracking')}</dt>
            <dd className="font-semibold" data-testid="delivery-tracking-number">
              {r.tracking_number}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-ink-muted">{t('price')}</dt>
          <dd className="font-semibold">{formatMoney(r.price, moneyLocale)}</dd>
          <dd className="text-xs text-ink-muted" data-testid="delivery-payment-state">
            <DeliveryChargeState request={r} />
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('address')}</dt>
          <dd className="font-semibold">{[r.address.name, ...r.address.lines].join(', ')}</dd>
        </div>
      </dl>
      <p className="text-sm text-ink-muted">{t('next')}</p>
      <div className="flex flex-wrap gap-2">
        {payable ? (
          <Link
            href={paymentStepPath({ kind: 'invoice', id: r.invoice_id! })}
            className={buttonClasses({ variant: 'accent' })}
            data-testid="pay-delivery"
          >
            {t('pay', { amount: formatMoney(r.price, moneyLocale) })}
          </Link>
        ) : null}
        <Link
          href="/dashboard/ship-for-me/my-parcel"
          className={buttonClasses({ variant: 'secondary' })}
        >
          {t('toParcels')}
        </Link>
      </div>
    </section>
  );
}
