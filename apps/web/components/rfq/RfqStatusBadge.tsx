'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { RfqRequest } from '../../lib/rfq/hooks.ts';
import type { QuoteState } from '../../lib/rfq/quotes.ts';

const tones: Record<RfqRequest['status'] | QuoteState, string> = {
  submitted: 'bg-brand-50 text-brand-800',
  quoted: 'bg-amber-50 text-amber-800',
  open: 'bg-amber-50 text-amber-800',
  ordered: 'bg-emerald-50 text-success',
  declined: 'bg-danger-soft text-danger',
  expired: 'bg-brand-50 text-ink-muted',
  withdrawn: 'bg-brand-50 text-ink-muted',
};

/** Where a request or a quote stands, in the customer's words. */
export function RfqStatusBadge({ status }: { status: RfqRequest['status'] | QuoteState }) {
  const t = useTranslations('rfq.status');
  return (
    <span
      data-testid="rfq-status"
      data-status={status}
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
      )}
    >
      {t(status)}
    </span>
  );
}
