'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { api, ok } from '../../lib/api.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { usePayoutAccounts, usePayoutGateways } from '../../lib/wallet/hooks.ts';
import { walletKeys } from '../../lib/wallet/query-keys.ts';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { PayoutAccounts } from './PayoutAccounts.tsx';

const ACCOUNTS = '/api/wallet/customer/wallet/v1/payout-accounts';

/** The payout accounts with the gateways offered for them, saved and deleted through the API. */
export function PayoutAccountsSection() {
  const t = useTranslations('wallet');
  const notify = useToast();
  const { describe, line } = useErrorMessage();
  const queryClient = useQueryClient();
  const accounts = usePayoutAccounts();
  const gateways = usePayoutGateways();
  const refresh = () => queryClient.invalidateQueries({ queryKey: walletKeys.all });

  if (accounts.isPending || gateways.isPending) return <Skeleton className="h-28 w-full" />;
  if (accounts.isError || gateways.isError) {
    return (
      <ErrorState title={t('loadFailed')} body={describe(accounts.error ?? gateways.error).title} />
    );
  }
  return (
    <PayoutAccounts
      accounts={accounts.data}
      gateways={gateways.data}
      onAdd={async (body) => {
        await ok(api.POST(ACCOUNTS, { body }));
        notify(t('accountSaved'));
        await refresh();
      }}
      onEdit={async (id, body) => {
        await ok(api.PUT(`${ACCOUNTS}/{id}`, { params: { path: { id } }, body }));
        notify(t('accountSaved'));
        await refresh();
      }}
      onDelete={async (id) => {
        try {
          await ok(api.DELETE(`${ACCOUNTS}/{id}`, { params: { path: { id } } }));
          notify(t('accountDeleted'));
        } catch (error) {
          notify(`${t('deleteFailed')}: ${line(error)}`, 'error');
          throw error;
        } finally {
          await refresh();
        }
      }}
    />
  );
}
