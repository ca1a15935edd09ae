'use client';

import { formatMoney } from '@crossport/money';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { disputePath, useDisputes } from '../../lib/disputes/hooks.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

/** The customer's disputes, newest first, each linking to its page. */
export function DisputeList({ locale }: { locale: string }) {
  const t = useTranslations('disputes');
  const disputes = useDisputes();
  if (disputes.isPending) return <Skeleton className="mt-6 h-24" />;
  const list = disputes.data ?? [];
  if (list.length === 0) {
    return (
      <div className="mt-6">
        <EmptyState icon="alert" title={t('emptyTitle')} body={t('emptyBody')} />
      </div>
    );
  }
  return (
    <ul className="mt-6 grid gap-3" data-testid="dispute-list">
      {list.map((d) => (
        <li key={d.id}>
          <Link
            href={disputePath(d.id)}
            className="block rounded-lg border border-line bg-surface p-4 hover:border-brand-300"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">{d.number}</span>
              <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold">
                {t(`status.${d.status}`)}
              </span>
            </div>
            <p className="mt-1 text-sm text-ink-muted">
              {t(`reasons.${d.reason}`)} · {t('items', { count: d.quantity })} ·{' '}
              {t(`resolutions.${d.requested_resolution}`)}
            </p>
            {d.refunded.amount > 0 ? (
              <p className="mt-1 text-sm font-medium text-success">
                {t('refunded', { amount: formatMoney(d.refunded, locale) })}
              </p>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
