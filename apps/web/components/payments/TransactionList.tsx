'use client';

import { formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { paymentStatusPath } from '../../lib/invoices/paths.ts';
import { TRANSACTIONS_PER_PAGE, useTransactions } from '../../lib/payments/hooks.ts';
import { sectionById } from '../../lib/sections.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { buttonClasses } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Pager } from '../ui/Pager.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/Table.tsx';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';

/** `dashboard/payment`: the customer's payments, newest first, each opening its status page. */
export function TransactionList({ moneyLocale }: { moneyLocale: string }) {
  const t = useTranslations('payments');
  const { describe } = useErrorMessage();
  const [page, setPage] = useState(1);
  const list = useTransactions(page);

  if (list.isPending) return <Skeleton className="mt-6 h-48 w-full" />;
  if (list.isError) {
    return <ErrorState title={t('transactionsLoadFailed')} body={describe(list.error).title} />;
  }
  if (list.data.data.length === 0) {
    return (
      <div className="mt-6">
        <EmptyState
          icon="card"
          title={t('noTransactionsTitle')}
          body={t('noTransactionsBody')}
          action={
            <Link href={sectionById('invoice').path} className={buttonClasses()}>
              {t('toInvoices')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="mt-6 grid gap-4">
      <Table caption={t('transactionsCaption')} data-testid="transaction-list">
        <TableHead>
          <tr>
            <TableHeader>{t('transaction')}</TableHeader>
            <TableHeader>{t('date')}</TableHeader>
            <TableHeader>{t('paidWith')}</TableHeader>
            <TableHeader className="text-right">{t('total')}</TableHeader>
            <TableHeader>{t('statusLabel')}</TableHeader>
          </tr>
        </TableHead>
        <TableBody>
          {list.data.data.map((payment) => (
            <TableRow
              key={payment.id}
              data-testid="transaction-row"
              className="grid grid-cols-2 gap-x-3 md:table-row"
            >
              <TableCell label={t('transaction')}>
                <Link
                  href={paymentStatusPath(payment.id)}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {t('transactionNumber', { id: payment.id })}
                </Link>
              </TableCell>
              <TableCell label={t('date')}>
                {t('dateValue', { date: new Date(payment.created_at) })}
              </TableCell>
              <TableCell label={t('paidWith')}>{t(`gateway.${payment.gateway}`)}</TableCell>
              <TableCell label={t('total')} className="md:text-right md:tabular-nums">
                {formatMoney(payment.total, moneyLocale)}
              </TableCell>
              <TableCell className="col-span-2 pt-2 md:pt-3">
                <PaymentStatusBadge status={payment.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager
        page={page}
        perPage={TRANSACTIONS_PER_PAGE}
        total={list.data.pagination.total}
        onPage={setPage}
      />
    </div>
  );
}
