import { formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import type { CustomerDashboard } from '../../lib/dashboard/hooks.ts';
import { sectionById } from '../../lib/sections.ts';
import { CardEmpty, DashboardCard } from './DashboardCard.tsx';

/** What the customer can spend from their wallet, per currency. */
export function WalletCard({
  wallets,
  moneyLocale,
}: {
  wallets: CustomerDashboard['wallets'];
  moneyLocale: string;
}) {
  const t = useTranslations('dashboard.home.wallet');
  return (
    <DashboardCard
      id="dashboard-wallet"
      icon="wallet"
      title={t('title')}
      more={{ href: sectionById('wallet').path, label: t('open') }}
    >
      {wallets.length === 0 ? (
        <CardEmpty title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <ul className="grid gap-3">
          {wallets.map((wallet) => (
            <li key={wallet.currency}>
              <p className="text-sm text-ink-muted">{t('available')}</p>
              <p
                className="mt-1 text-3xl font-bold tracking-tight tabular-nums"
                data-testid={`dashboard-wallet-${wallet.currency}`}
              >
                {formatMoney(wallet.available, moneyLocale)}
              </p>
              {wallet.held.amount > 0 ? (
                <p className="mt-1 text-sm text-ink-muted">
                  {t('held', { amount: formatMoney(wallet.held, moneyLocale) })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
