'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { InvoiceStatus } from '../../lib/invoices/hooks.ts';

const tones: Record<InvoiceStatus, string> = {
  unpaid: 'bg-amber-50 text-amber-800',
  partially_paid: 'bg-brand-50 text-brand-800',
  paid: 'bg-emerald-50 text-success',
  cancelled: 'bg-danger-soft text-danger',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const t = useTranslations('invoices');
  return (
    <span
      data-testid="invoice-status"
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
