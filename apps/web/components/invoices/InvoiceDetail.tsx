'use client';

import { addMoney, formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import { invoiceDownloadHref, useInvoice } from '../../lib/invoices/hooks.ts';
import { isPayable } from '../../lib/invoices/selection.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Icon } from '../icons.tsx';
import { buttonClasses } from '../ui/Button.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { InvoicePayments } from './InvoicePayments.tsx';
import { InvoiceStatusBadge } from './InvoiceStatusBadge.tsx';
import { PayButton } from './PayButton.tsx';

const card = 'rounded-xl border border-line bg-surface p-4 md:p-5';

/** One invoice: its lines, what was paid and what is due, with Pay and the PDF. */
export function InvoiceDetail({ id, moneyLocale }: { id: number; moneyLocale: string }) {
  const t = useTranslations('invoices');
  const { describe } = useErrorMessage();
  const invoice = useInvoice(id);

  if (invoice.isPending) return <Skeleton className="mt-6 h-64 w-full" />;
  if (invoice.isError)
    return <ErrorState title={t('loadFailed')} body={describe(invoice.error).title} />;
  const data = invoice.data;
  // A refund shows what was paid in all, what came back and what the invoice keeps.
  const refunded = data.refunded.amount > 0;

  return (
    <div
      className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
      data-testid="invoice-detail"
    >
      <section className={card} aria-labelledby="invoice-lines">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id="invoice-lines" className="font-semibold" data-testid="invoice-number">
              {data.number}
            </h2>
            <p className="mt-1 text-xs text-ink-muted">
              {t('issued', { date: new Date(data.created_at) })}
            </p>
          </div>
          <InvoiceStatusBadge status={data.status} />
        </div>
        <ul className="mt-4 grid gap-3 border-t border-line pt-4 text-sm">
          {data.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3" data-testid="invoice-line">
              <span className="min-w-0 text-ink-muted">
                {line.quantity > 1 ? `${line.quantity} × ` : ''}
                {line.description}
                {line.estimated_at_checkout ? (
                  <span className="block text-xs text-ink-subtle" data-testid="line-estimate">
                    {t('estimatedAtCheckout', {
                      amount: formatMoney(line.estimated_at_checkout, moneyLocale),
                    })}
                  </span>
                ) : null}
              </span>
              <span className="shrink-0 tabular-nums">{formatMoney(line.amount, moneyLocale)}</span>
            </li>
          ))}
        </ul>
      </section>
      <aside className={card}>
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">{t('total')}</dt>
            <dd className="tabular-nums">{formatMoney(data.total, moneyLocale)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">{t('paid')}</dt>
            <dd className="tabular-nums" data-testid="invoice-detail-paid">
              {formatMoney(refunded ? addMoney(data.paid, data.refunded) : data.paid, moneyLocale)}
            </dd>
          </div>
          {refunded ? (
            <>
              <div className="flex justify-between gap-3">
                <dt className="text-ink-muted">{t('refunded')}</dt>
                <dd className="tabular-nums" data-testid="invoice-detail-refunded">
                  −{formatMoney(data.refunded, moneyLocale)}
                </dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="text-ink-muted">{t('netPaid')}</dt>
                <dd className="tabular-nums">{formatMoney(data.paid, moneyLocale)}</dd>
              </div>
            </>
          ) : null}
          <div className="flex justify-between gap-3 border-t border-line pt-2 font-semibold">
            <dt>{t('due')}</dt>
            <dd className="tabular-nums" data-testid="invoice-detail-due">
              {formatMoney(data.due, moneyLocale)}
            </dd>
          </div>
        </dl>
        {data.gateway_fee.paid.amount > 0 ? (
          <p className="mt-3 text-xs text-ink-muted" data-testid="invoice-detail-fees">
            {data.gateway_fee.refunded.amount > 0
              ? t('gatewayFeesReturned', {
                  paid: formatMoney(data.gateway_fee.paid, moneyLocale),
                  returned: formatMoney(data.gateway_fee.refunded, moneyLocale),
                })
              : t('gatewayFeesPaid', { paid: formatMoney(data.gateway_fee.paid, moneyLocale) })}
          </p>
        ) : null}
        <InvoicePayments invoiceId={data.id} moneyLocale={moneyLocale} />
        <div className="mt-4 flex flex-wrap gap-2">
          {isPayable(data) ? (
            <PayButton target={{ kind: 'invoice', id: data.id }} size="md" />
          ) : null}
          <a
            href={invoiceDownloadHref(data.id)}
            download={`${data.number}.pdf`}
            className={buttonClasses({ variant: 'secondary' })}
            data-testid="download-invoice"
          >
            <Icon name="download" size={16} />
            {t('downloadPdf')}
          </a>
        </div>
      </aside>
    </div>
  );
}
