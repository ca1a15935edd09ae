'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { BuyStatus } from '../../lib/cart/types.ts';
import { statusTone } from '../../lib/orders/status.ts';

const tones = {
  neutral: 'bg-brand-50 text-ink-muted',
  progress: 'bg-brand-50 text-brand-800',
  warning: 'bg-amber-50 text-amber-800',
  success: 'bg-emerald-50 text-success',
  danger: 'bg-danger-soft text-danger',
} as const;

export function StatusBadge({ status }: { status: BuyStatus }) {
  const t = useTranslations('orders');
  return (
    <span
      data-testid="order-status"
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[statusTone(status)],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
