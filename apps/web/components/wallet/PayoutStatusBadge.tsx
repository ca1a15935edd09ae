'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { payoutTone, type PayoutStatus } from '../../lib/wallet/payout-status.ts';

const tones = {
  neutral: 'bg-brand-50 text-ink-muted',
  progress: 'bg-amber-50 text-amber-800',
  success: 'bg-emerald-50 text-success',
  danger: 'bg-danger-soft text-danger',
} as const;

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const t = useTranslations('wallet.payoutStatus');
  return (
    <span
      data-testid="payout-status"
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[payoutTone(status)],
      )}
    >
      {t(status)}
    </span>
  );
}
