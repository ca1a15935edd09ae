'use client';

import { useTranslations } from 'next-intl';
import { useCustomerDashboard } from '../../lib/dashboard/hooks.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { LatestNotificationsCard } from './LatestNotificationsCard.tsx';
import { NeedsAnswerCard } from './NeedsAnswerCard.tsx';
import { ParcelStagesCard } from './ParcelStagesCard.tsx';
import { ToPayCard } from './ToPayCard.tsx';
import { WalletCard } from './WalletCard.tsx';

/** The dashboard's cards, all from one call. */
export function CustomerDashboard({
  moneyLocale,
  regionCode,
}: {
  moneyLocale: string;
  regionCode: string | null;
}) {
  const t = useTranslations('dashboard.home');
  const { describe } = useErrorMessage();
  const dashboard = useCustomerDashboard();

  if (dashboard.isPending) {
    return (
      <div className="mt-6 grid gap-4 lg:grid-cols-2" aria-busy>
        <Skeleton className="h-44" />
        <Skeleton className="h-44" />
        <Skeleton className="h-32 lg:col-span-2" />
      </div>
    );
  }
  if (dashboard.isError) {
    return (
      <div className="mt-6">
        <ErrorState title={t('loadFailed')} body={describe(dashboard.error).title} />
      </div>
    );
  }
  const data = dashboard.data;
  const formatCount = new Intl.NumberFormat(moneyLocale).format;
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-2" data-testid="customer-dashboard">
      <ToPayCard due={data.to_pay} moneyLocale={moneyLocale} />
      <NeedsAnswerCard needs={data.needs_answer} formatCount={formatCount} />
      <ParcelStagesCard stages={data.parcels} regionCode={regionCode} formatCount={formatCount} />
      <WalletCard wallets={data.wallets} moneyLocale={moneyLocale} />
      <LatestNotificationsCard notifications={data.notifications} locale={moneyLocale} />
    </div>
  );
}
