'use client';

import { clsx } from 'clsx';
import { useFormatter, useTranslations } from 'next-intl';
import { formatMoney } from '@crossport/money';
import { historyKind, historyTone, signedMoney } from '../../lib/wallet/history.ts';
import type { WalletTransaction } from '../../lib/wallet/types.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/Table.tsx';

/** What a transaction can point at, named in the page's language (ids as the API gives them). */
const referenceTypes = ['invoice', 'payout', 'payment', 'manual_credit'] as const;
type KnownReference = (typeof referenceTypes)[number];

/** One row per wallet transaction, newest first: when, what for, signed amount, balance after. */
export function WalletHistoryTable({
  transactions,
  moneyLocale,
}: {
  transactions: readonly WalletTransaction[];
  moneyLocale: string;
}) {
  const t = useTranslations('wallet');
  const format = useFormatter();
  /** What the money was for: the thing it came from, in the page's language where we know it. */
  const purpose = (transaction: WalletTransaction) =>
    (referenceTypes as readonly string[]).includes(transaction.reference.type)
      ? t(`references.${transaction.reference.type as KnownReference}`, {
          id: transaction.reference.id,
        })
      : transaction.description;

  return (
    <Table caption={t('historyTitle')} data-testid="wallet-history">
      <TableHead>
        <tr>
          <TableHeader>{t('columns.date')}</TableHeader>
          <TableHeader>{t('columns.purpose')}</TableHeader>
          <TableHeader className="text-right">{t('columns.amount')}</TableHeader>
          <TableHeader className="text-right">{t('columns.balanceAfter')}</TableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {transactions.map((transaction) => (
          <TableRow key={transaction.id} data-testid="wallet-history-row">
            <TableCell label={t('columns.date')} className="text-ink-muted">
              <time dateTime={transaction.created_at}>
                {format.dateTime(new Date(transaction.created_at), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </time>
            </TableCell>
            <TableCell label={t('columns.purpose')}>
              <span className="font-medium">{t(`kinds.${historyKind(transaction.kind)}`)}</span>
              <span className="block text-xs text-ink-muted">{purpose(transaction)}</span>
            </TableCell>
            <TableCell
              label={t('columns.amount')}
              className={clsx(
                'font-semibold whitespace-nowrap tabular-nums md:text-right',
                historyTone(transaction.amount) === 'credit' ? 'text-success' : 'text-danger',
              )}
            >
              {signedMoney(transaction.amount, moneyLocale)}
            </TableCell>
            <TableCell
              label={t('columns.balanceAfter')}
              className="whitespace-nowrap text-ink-muted tabular-nums md:text-right"
            >
              {formatMoney(transaction.balance_after, moneyLocale)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
