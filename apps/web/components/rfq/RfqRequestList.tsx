'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { RFQ_PER_PAGE, useRfqRequests } from '../../lib/rfq/hooks.ts';
import { rfqPath } from '../../lib/rfq/paths.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Pager } from '../ui/Pager.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { RfqStatusBadge } from './RfqStatusBadge.tsx';

/** The customer's requests for quotation, newest first, each leading to its quotes. */
export function RfqRequestList({ locale }: { locale: string }) {
  const t = useTranslations('rfq');
  const { line } = useErrorMessage();
  const [page, setPage] = useState(1);
  const requests = useRfqRequests(page);

  if (requests.isPending) return <Skeleton className="h-40 w-full" />;
  if (requests.isError) return <ErrorState title={t('loadFailed')} body={line(requests.error)} />;
  const { data, pagination } = requests.data;
  if (data.length === 0) {
    // The page's own "New request" button sits right above.
    return <EmptyState icon="quote" title={t('emptyTitle')} body={t('emptyBody')} />;
  }
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" data-testid="rfq-list">
        {data.map((request) => (
          <li key={request.id}>
            <Link
              href={rfqPath(request.id)}
              className="grid gap-1 rounded-lg border border-line bg-surface p-4 hover:border-brand-300 md:grid-cols-[1fr_auto] md:items-center"
            >
              <div className="min-w-0">
                <p className="truncate font-medium">{request.product_name}</p>
                <p className="text-sm text-ink-muted">
                  {t('listLine', {
                    number: request.number,
                    quantity: request.quantity,
                    date: new Date(request.created_at).toLocaleDateString(locale),
                  })}
                </p>
              </div>
              <div className="flex items-center gap-2 md:justify-end">
                {request.quote_count > 0 ? (
                  <span className="text-sm text-ink-muted">
                    {t('quoteCount', { count: request.quote_count })}
                  </span>
                ) : null}
                <RfqStatusBadge status={request.status} />
              </div>
            </Link>
          </li>
        ))}
      </ul>
      <Pager
        page={pagination.page}
        perPage={RFQ_PER_PAGE}
        total={pagination.total}
        onPage={setPage}
      />
    </div>
  );
}
