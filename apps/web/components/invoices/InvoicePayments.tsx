'use client';

import { formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { paymentStatusPath } from '../../lib/invoices/paths.ts';
import { useTransactions } from '../../lib/payments/hooks.ts';

/**
 * The payments that went to this invoice: what each applied, by which method. The API lists
 * payments per customer, not per invoice, so this reads the newest page and keeps this
 * invoice's (a customer with more payments than a page sees the newest ones).
 */
export function InvoicePayments({
  invoiceId,
  moneyLocale,
}: {
  invoiceId: number;
  moneyLocale: string;
}) {
  const t = useTranslations('invoices');
  const payments = useTranslations('payments');
  const list = useTransactions(1);
  const applied = (list.data?.data ?? []).flatMap((payment) =>
    payment.invoices_paid
      .filter((paid) => paid.invoice_id === invoiceId)
      .map((paid) => ({ payment, amount: paid.amount })),
  );
  if (applied.length === 0) return null;
  return (
    <div className="mt-4 border-t border-line pt-4" data-testid="invoice-payments">
      <h3 className="text-sm font-semibold">{t('payments')}</h3>
      <ul className="mt-2 grid gap-2 text-sm">
        {applied.map(({ payment, amount }) => (
          <li key={payment.id} className="flex justify-between gap-3">
            <Link
              href={paymentStatusPath(payment.id)}
              className="min-w-0 text-brand-700 hover:underline"
            >
              {payments(`gateway.${payment.gateway}`)} ·{' '}
              {payments('dateValue', { date: new Date(payment.settled_at ?? payment.created_at) })}
            </Link>
            <span className="shrink-0 tabular-nums">{formatMoney(amount, moneyLocale)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
