'use client';

import { formatMoney } from '@crossport/money';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { accountSummary } from '../../lib/wallet/payout-account-form.ts';
import { canCancelPayout } from '../../lib/wallet/payout-status.ts';
import type { PayoutRequest } from '../../lib/wallet/types.ts';
import { Button } from '../ui/Button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/Table.tsx';
import { PayoutStatusBadge } from './PayoutStatusBadge.tsx';

/** The customer's payout requests, newest first, each with its status; pending ones can be cancelled. */
export function PayoutRequestsTable({
  requests,
  moneyLocale,
  onCancelRequest,
}: {
  requests: readonly PayoutRequest[];
  moneyLocale: string;
  onCancelRequest: (id: number) => Promise<unknown>;
}) {
  const t = useTranslations('wallet');
  const format = useFormatter();
  const [cancelling, setCancelling] = useState<number | null>(null);

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
          // The account as it was when the request was made: editing or deleting it later
          // does not change where this payout goes.
          const account = { gateway: request.gateway, details: request.account };
          return (
            <TableRow key={request.id} data-testid="payout-request-row">
              <TableCell label={t('columns.date')} className="whitespace-nowrap text-ink-muted">
                <time dateTime={request.created_at}>
                  {format.dateTime(new Date(request.created_at), { dateStyle: 'medium' })}
                </time>
              </TableCell>
              <TableCell label={t('columns.account')} className="break-words">
                {accountSummary(account)}
              </TableCell>
              <TableCell label={t('columns.amount')} className="tabular-nums md:text-right">
                <span className="font-semibold whitespace-nowrap">
                  {formatMoney(request.amount, moneyLocale)}
                </span>
                <span className="block text-xs whitespace-nowrap text-ink-muted">
                  {t('receivable', {
                    receivable: formatMoney(request.receivable, moneyLocale),
                    fee: formatMoney(request.fee, moneyLocale),
                  })}
                </span>
              </TableCell>
              <TableCell label={t('columns.status')}>
                <PayoutStatusBadge status={request.status} />
                {request.rejection_reason ? (
                  <span className="mt-1 block text-xs text-ink-muted">
                    {t('rejectionReason', { reason: request.rejection_reason })}
                  </span>
                ) : null}
                {request.transfer_reference ? (
                  <span
                    className="mt-1 block text-xs text-ink-muted"
                    data-testid="payout-reference"
                  >
                    {t('transferReference', { reference: request.transfer_reference })}
                  </span>
                ) : null}
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
