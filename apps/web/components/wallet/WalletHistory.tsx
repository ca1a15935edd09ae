'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useWalletTransactions } from '../../lib/wallet/hooks.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { Pager } from '../ui/Pager.tsx';
import { WalletHistoryTable } from './WalletHistoryTable.tsx';

/** A wallet's transactions, newest first, a page at a time; a clear note before the first. */
export function WalletHistory({
  walletId,
  moneyLocale,
}: {
  walletId: number | undefined;
  moneyLocale: string;
}) {
  const t = useTranslations('wallet');
  const { describe } = useErrorMessage();
  const [page, setPage] = useState(1);
  const history = useWalletTransactions(walletId, page);

  const empty = (
    <EmptyState icon="list" title={t('historyEmptyTitle')} body={t('historyEmptyBody')} />
  );
  if (walletId === undefined) return empty;
  if (history.isPending) return <Skeleton className="h-40 w-full" />;
  if (history.isError)
    return <ErrorState title={t('loadFailed')} body={describe(history.error).title} />;
  if (history.data.data.length === 0) return empty;
  const { pagination } = history.data;
  return (
    <div className="grid gap-3">
      <WalletHistoryTable transactions={history.data.data} moneyLocale={moneyLocale} />
      <Pager
        page={pagination.page}
        perPage={pagination.per_page}
        total={pagination.total}
        onPage={setPage}
      />
    </div>
  );
}
