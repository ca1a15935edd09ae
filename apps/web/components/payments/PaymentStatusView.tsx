'use client';

import { formatMoney } from '@crossport/money';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { invoicePath, paymentStepPath } from '../../lib/invoices/paths.ts';
import { sectionById } from '../../lib/sections.ts';
import { outcomeOf, type BkashReturn, type PaymentOutcome } from '../../lib/payments/outcome.ts';
import { usePaymentStatus } from '../../lib/payments/use-payment-status.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Icon, type IconName } from '../icons.tsx';
import { buttonClasses } from '../ui/Button.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

const looks: Record<PaymentOutcome, { icon: IconName; tone: string }> = {
  paid: { icon: 'check', tone: 'bg-emerald-50 text-success' },
  failed: { icon: 'alert', tone: 'bg-danger-soft text-danger' },
  expired: { icon: 'clock', tone: 'bg-danger-soft text-danger' },
  cancelled: { icon: 'close', tone: 'bg-amber-50 text-amber-800' },
  under_review: { icon: 'clock', tone: 'bg-brand-50 text-brand-800' },
  processing: { icon: 'clock', tone: 'bg-brand-50 text-brand-800' },
};

/** `dashboard/payment/status`: what became of a payment, why, and where to go next. */
export function PaymentStatusView({
  id,
  back,
  moneyLocale,
}: {
  id: number;
  back: BkashReturn | null;
  moneyLocale: string;
}) {
  const t = useTranslations('payments');
  const { describe } = useErrorMessage();
  const { payment, execute } = usePaymentStatus(id, back);

  if (payment.isPending || execute.isPending) {
    return (
      <div className="mt-6 grid gap-3" aria-busy>
        <p className="text-sm text-ink-muted">{t('confirming')}</p>
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (payment.isError) {
    return <ErrorState title={t('statusLoadFailed')} body={describe(payment.error).title} />;
  }
  const data = payment.data;
  const outcome = outcomeOf(data);
  const look = looks[outcome];
  const retry = outcome === 'failed' || outcome === 'cancelled' || outcome === 'expired';

  return (
    <section
      className="mt-6 rounded-xl border border-line bg-surface p-5 md:p-8"
      data-testid="payment-status"
      data-outcome={outcome}
    >
      <div className="flex flex-col items-center text-center">
        <span className={clsx('grid h-14 w-14 place-items-center rounded-full', look.tone)}>
          <Icon name={look.icon} size={28} />
        </span>
        <h2 className="mt-4 text-xl font-bold" data-testid="payment-outcome">
          {t(`outcome.${outcome}.title`)}
        </h2>
        <p className="mt-2 max-w-md text-sm text-ink-muted">{t(`outcome.${outcome}.body`)}</p>
        {(data.failure_code || data.failure_reason) && retry ? (
          <p
            className="mt-3 max-w-md rounded-lg bg-canvas px-3 py-2 text-sm"
            data-testid="failure-reason"
          >
            {/* The code is worded in the customer's language; the API's text is English. */}
            {data.failure_code
              ? t(`failure.${data.failure_code}`)
              : t('reason', { reason: data.failure_reason ?? '' })}
          </p>
        ) : null}
        {execute.isError ? (
          <p className="mt-3 text-sm text-danger" role="alert">
            {describe(execute.error).title}
          </p>
        ) : null}
      </div>
      <dl className="mx-auto mt-6 grid max-w-md gap-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">{t('paidWith')}</dt>
          <dd>{t(`gateway.${data.gateway}`)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">{t('due')}</dt>
          <dd className="tabular-nums">{formatMoney(data.amount, moneyLocale)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">{t('feeLabel')}</dt>
          <dd className="tabular-nums">{formatMoney(data.fee, moneyLocale)}</dd>
        </div>
        <div className="flex justify-between gap-3 font-semibold">
          <dt>{t('total')}</dt>
          <dd className="tabular-nums">{formatMoney(data.total, moneyLocale)}</dd>
        </div>
        {data.bkash?.trx_id ? (
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">{t('trxId')}</dt>
            <dd className="break-all">{data.bkash.trx_id}</dd>
          </div>
        ) : null}
        {data.reference ? (
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">{t('referenceNumber')}</dt>
            <dd className="break-all" data-testid="payment-reference">
              {data.reference}
            </dd>
          </div>
        ) : null}
        {data.invoices_paid.map((paid) => (
          <div key={paid.invoice_id} className="flex justify-between gap-3">
            <dt>
              <Link href={invoicePath(paid.invoice_id)} className="text-brand-700 hover:underline">
                {t('invoicePaid', { id: paid.invoice_id })}
              </Link>
            </dt>
            <dd className="tabular-nums">{formatMoney(paid.amount, moneyLocale)}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {retry ? (
          <Link
            href={paymentStepPath({ kind: 'session', id: data.invoice_session_id })}
            className={buttonClasses({ variant: 'accent' })}
            data-testid="try-again"
          >
            {t('tryAgain')}
          </Link>
        ) : null}
        <Link
          href={sectionById('invoice').path}
          className={buttonClasses({ variant: 'secondary' })}
        >
          {t('toInvoices')}
        </Link>
        <Link href={sectionById('payment').path} className={buttonClasses({ variant: 'ghost' })}>
          {t('toTransactions')}
        </Link>
      </div>
    </section>
  );
}
