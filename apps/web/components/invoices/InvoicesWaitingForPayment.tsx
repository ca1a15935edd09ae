'use client';

import { formatMoney } from '@crossport/money';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { api, ok } from '../../lib/api.ts';
import { invoicePath } from '../../lib/invoices/paths.ts';
import { isPayable } from '../../lib/invoices/selection.ts';
import { invoiceKeys } from '../../lib/orders/query-keys.ts';
import { PayButton } from './PayButton.tsx';

/**
 * Above My Orders: every Buy-and-Ship invoice still waiting for payment, each with its Pay
 * button (the order rows are links themselves, so the buttons cannot sit inside them).
 */
export function InvoicesWaitingForPayment({ moneyLocale }: { moneyLocale: string }) {
  const t = useTranslations('invoices');
  const open = useQuery({
    queryKey: invoiceKeys.open,
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET('/api/invoice/customer/invoice/v1/invoices', {
            params: { query: { page: 1, per_page: 50, service: 'buy-and-ship' } },
            signal,
          }),
        )
      ).data.filter(isPayable),
    staleTime: 0,
  });
  if (!open.data || open.data.length === 0) return null;
  return (
    <section
      className="rounded-xl border border-amber-200 bg-amber-50 p-3 md:p-4"
      aria-labelledby="waiting-for-payment"
      data-testid="invoices-waiting"
    >
      <h2 id="waiting-for-payment" className="text-sm font-semibold text-amber-900">
        {t('waitingTitle')}
      </h2>
      <ul className="mt-2 grid gap-2">
        {open.data.map((invoice) => (
          <li
            key={invoice.id}
            className="flex flex-wrap items-center justify-between gap-2 text-sm"
            data-testid="invoice-waiting"
          >
            <Link href={invoicePath(invoice.id)} className="min-w-0 text-amber-900 hover:underline">
              {t('waitingLine', {
                number: invoice.number,
                due: formatMoney(invoice.due, moneyLocale),
              })}
            </Link>
            <PayButton target={{ kind: 'invoice', id: invoice.id }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
