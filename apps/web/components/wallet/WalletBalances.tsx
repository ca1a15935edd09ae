'use client';

import { formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { useWalletBalances } from '../../lib/wallet/hooks.ts';
import { Icon } from '../icons.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

/** One card per currency: what the customer can spend, and what payout requests hold. */
export function WalletBalances({ moneyLocale }: { moneyLocale: string }) {
  const t = useTranslations('wallet');
  const { describe } = useErrorMessage();
  const balances = useWalletBalances();

  if (balances.isPending) return <Skeleton className="h-28 w-full" />;
  if (balances.isError)
    return <ErrorState title={t('loadFailed')} body={describe(balances.error).title} />;
  if (balances.data.length === 0) {
    return (
      <div className="flex items-start gap-3 rounded-xl border border-dashed border-line-strong bg-surface p-5">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Icon name="wallet" />
        </span>
        <div>
          <p className="font-semibold" data-testid="wallet-empty">
            {t('balanceEmptyTitle')}
          </p>
          <p className="mt-1 text-sm text-ink-muted">{t('balanceEmptyBody')}</p>
        </div>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="wallet-balances">
      {balances.data.map((balance) => (
        <li
          key={balance.currency}
          data-testid={`wallet-balance-${balance.currency}`}
          className="rounded-xl border border-line bg-surface p-5"
        >
          <p className="text-sm text-ink-muted">{t('available', { currency: balance.currency })}</p>
          <p
            className="mt-1 text-3xl font-bold tracking-tight tabular-nums"
            data-testid="wallet-available"
          >
            {formatMoney(balance.available, moneyLocale)}
          </p>
          <p className="mt-3 text-sm text-ink-muted">
            {t('held')}{' '}
            <span className="font-semibold text-ink tabular-nums" data-testid="wallet-held">
              {formatMoney(balance.held, moneyLocale)}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
