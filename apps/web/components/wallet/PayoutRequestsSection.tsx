'use client';

import type { Money } from '@crossport/money';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { api, ok } from '../../lib/api.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { usePayoutAccounts, usePayoutGateways, usePayoutRequests } from '../../lib/wallet/hooks.ts';
import { walletKeys } from '../../lib/wallet/query-keys.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog, DialogContent } from '../ui/Dialog.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { Pager } from '../ui/Pager.tsx';
import { PayoutRequestsTable } from './PayoutRequestsTable.tsx';
import { RequestPayoutForm } from './RequestPayoutForm.tsx';

const REQUESTS = '/api/wallet/customer/wallet/v1/payout-requests';

/** "Request payout" and the requests so far; a pending one can be cancelled, releasing its hold. */
export function PayoutRequestsSection({
  available,
  moneyLocale,
}: {
  /** The wallet balance payouts are paid from, or none while the wallet is empty. */
  available: Money | undefined;
  moneyLocale: string;
}) {
  const t = useTranslations('wallet');
  const notify = useToast();
  const { describe, line } = useErrorMessage();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [requesting, setRequesting] = useState(false);
  const requests = usePayoutRequests(page);
  const accounts = usePayoutAccounts();
  const gateways = usePayoutGateways();
  const refresh = () => queryClient.invalidateQueries({ queryKey: walletKeys.all });

  if (requests.isPending || accounts.isPending || gateways.isPending)
    return <Skeleton className="h-28 w-full" />;
  if (requests.isError || accounts.isError || gateways.isError) {
    const error = requests.error ?? accounts.error ?? gateways.error;
    return <ErrorState title={t('loadFailed')} body={describe(error).title} />;
  }

  // Accounts whose gateway pays out in the wallet's currency.
  const payableAccounts = accounts.data.filter((account) =>
    gateways.data.some(
      (gateway) => gateway.code === account.gateway && gateway.currency === available?.currency,
    ),
  );
  const canRequest = available !== undefined && available.amount > 0 && payableAccounts.length > 0;
  const blocker =
    gateways.data.length === 0
      ? t('noGateways')
      : !available || available.amount <= 0
        ? t('needBalance')
        : t('needAccount');
  const requestButton = (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={() => setRequesting(true)} disabled={!canRequest}>
        {t('requestPayout')}
      </Button>
      {canRequest ? null : <p className="text-sm text-ink-muted">{blocker}</p>}
    </div>
  );

  return (
    <div className="grid gap-3">
      {requestButton}
      {requests.data.data.length === 0 ? (
        <EmptyState icon="card" title={t('requestsEmptyTitle')} body={t('requestsEmptyBody')} />
      ) : (
        <>
          <PayoutRequestsTable
            requests={requests.data.data}
            moneyLocale={moneyLocale}
            onCancelRequest={async (id) => {
              try {
                await ok(
                  api.PUT(`${REQUESTS}/{id}/cancel`, {
                    params: { path: { id } },
                    headers: { 'Idempotency-Key': `payout-cancel-${id}` },
                  }),
                );
                notify(t('payoutCancelled'));
              } catch (error) {
                notify(`${t('cancelFailed')}: ${line(error)}`, 'error');
              } finally {
                await refresh();
              }
            }}
          />
          <Pager
            page={requests.data.pagination.page}
            perPage={requests.data.pagination.per_page}
            total={requests.data.pagination.total}
            onPage={setPage}
          />
        </>
      )}
      <Dialog open={requesting} onOpenChange={setRequesting}>
        {requesting && available ? (
          <DialogContent title={t('requestPayout')} closeLabel={t('close')}>
            <RequestPayoutForm
              accounts={payableAccounts}
              gateways={gateways.data}
              available={available}
              moneyLocale={moneyLocale}
              onCancel={() => setRequesting(false)}
              onRequest={async (body, idempotencyKey) => {
                await ok(
                  api.POST(REQUESTS, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
                );
                setRequesting(false);
                setPage(1);
                notify(t('payoutRequested'));
                await refresh();
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
