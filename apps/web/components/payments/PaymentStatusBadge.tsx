'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { PaymentStatus } from '../../lib/payments/hooks.ts';

const tones: Record<PaymentStatus, string> = {
  pending: 'bg-brand-50 text-brand-800',
  succeeded: 'bg-emerald-50 text-success',
  failed: 'bg-danger-soft text-danger',
  cancelled: 'bg-amber-50 text-amber-800',
  expired: 'bg-danger-soft text-danger',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useTranslations('payments');
  return (
    <span
      data-testid="transaction-status"
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
