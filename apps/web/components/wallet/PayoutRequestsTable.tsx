'use client';

import { formatMoney } from '@crossport/money';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { accountSummary } from '../../lib/wallet/payout-account-form.ts';
import { canCancelPayout } from '../../lib/wallet/payout-status.ts';
import type { PayoutAccount, PayoutRequest } from '../../lib/wallet/types.ts';
import { Button } from '../ui/Button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/Table.tsx';
import { PayoutStatusBadge } from './PayoutStatusBadge.tsx';

/** The customer's payout requests, newest first, each with its status; pending ones can be cancelled. */
export function PayoutRequestsTable({
  requests,
  accounts,
  moneyLocale,
  onCancelRequest,
}: {
  requests: readonly PayoutRequest[];
  accounts: readonly PayoutAccount[];
  moneyLocale: string;
  onCancelRequest: (id: number) => Promise<unknown>;
}) {
  const t = useTranslations('wallet');
  const format = useFormatter();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const accountOf = (id: number) => accounts.find((account) => account.id === id);

  return (
    <Table caption={t('requestsTitle')} data-testid="payout-requests">
      <TableHead>
        <tr>
          <TableHeader>{t('columns.date')}</TableHeader>
          <TableHeader>{t('columns.account')}</TableHeader>
          <TableHeader className="text-right">{t('columns.amount')}</TableHeader>
          <TableHeader>{t('columns.status')}</TableHeader>
          <TableHeader>
            <span className="sr-only">{t('columns.actions')}</span>
          </TableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {requests.map((request) => {
          const account = accountOf(request.payout_account_id);
          return (
            <TableRow key={request.id} data-testid="payout-request-row">
              <TableCell label={t('columns.date')} className="text-ink-muted">
                <time dateTime={request.created_at}>
                  {format.dateTime(new Date(request.created_at), { dateStyle: 'medium' })}
                </time>
              </TableCell>
              <TableCell label={t('columns.account')}>
                {account ? accountSummary(account) : t('removedAccount')}
              </TableCell>
              <TableCell
                label={t('columns.amount')}
                className="font-semibold whitespace-nowrap tabular-nums md:text-right"
              >
                {formatMoney(request.amount, moneyLocale)}
              </TableCell>
              <TableCell label={t('columns.status')}>
                <PayoutStatusBadge status={request.status} />
              </TableCell>
              <TableCell className="pt-2 md:pt-3 md:text-right">
                {canCancelPayout(request.status) ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={cancelling === request.id}
                    onClick={async () => {
                      setCancelling(request.id);
                      try {
                        await onCancelRequest(request.id);
                      } finally {
                        setCancelling(null);
                      }
                    }}
                  >
                    {t('cancelRequest')}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
