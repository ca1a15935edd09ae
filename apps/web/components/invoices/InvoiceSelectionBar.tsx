'use client';

import { formatMoney } from '@crossport/money';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { api, ok } from '../../lib/api.ts';
import { paymentStepPath } from '../../lib/invoices/paths.ts';
import { selectionOf, type PayableInvoice } from '../../lib/invoices/selection.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Button } from '../ui/Button.tsx';

/**
 * What the ticked invoices add up to and "Pay selected": one invoice goes straight to the
 * payment step, several become one invoice session first (one payment over all of them).
 */
export function InvoiceSelectionBar({
  invoices,
  chosen,
  onClear,
  moneyLocale,
}: {
  invoices: readonly PayableInvoice[];
  chosen: ReadonlySet<number>;
  onClear: () => void;
  moneyLocale: string;
}) {
  const t = useTranslations('invoices');
  const router = useRouter();
  const { line } = useErrorMessage();
  const selection = selectionOf(invoices, chosen);
  const pay = useMutation({
    mutationFn: async (ids: number[]) => {
      if (ids.length === 1) return paymentStepPath({ kind: 'invoice', id: ids[0]! });
      const session = await ok(
        api.POST('/api/invoice/customer/invoice/v1/session', { body: { invoice_ids: ids } }),
      );
      return paymentStepPath({ kind: 'session', id: session.data.id });
    },
    onSuccess: (path) => router.push(path),
  });

  if (selection.invoices.length === 0) return null;
  return (
    <div
      className="sticky bottom-3 z-10 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-surface p-3 shadow-lg md:p-4"
      data-testid="invoice-selection"
      role="region"
      aria-label={t('selectionLabel')}
    >
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          {t('selectedCount', { count: selection.invoices.length })}
          {selection.total ? (
            <>
              {' · '}
              <span data-testid="selection-total">{formatMoney(selection.total, moneyLocale)}</span>
            </>
          ) : null}
        </p>
        {selection.problem === 'mixed_currencies' ? (
          <p className="mt-1 text-danger" role="alert">
            {t('mixedCurrencies')}
          </p>
        ) : null}
        {pay.isError ? (
          <p className="mt-1 text-danger" role="alert">
            {line(pay.error)}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t('clearSelection')}
        </Button>
        <Button
          variant="accent"
          size="sm"
          disabled={selection.total === null || pay.isPending || pay.isSuccess}
          onClick={() => pay.mutate(selection.invoices.map((invoice) => invoice.id))}
          data-testid="pay-selected"
        >
          {t('paySelected')}
        </Button>
      </div>
    </div>
  );
}
