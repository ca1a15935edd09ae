'use client';

import { formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import {
  INVOICES_PER_PAGE,
  useInvoices,
  type InvoiceService,
  type InvoiceStatus,
} from '../../lib/invoices/hooks.ts';
import { invoicePath } from '../../lib/invoices/paths.ts';
import { isPayable, toggled } from '../../lib/invoices/selection.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { StatusTabs } from '../orders/StatusTabs.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Pager } from '../ui/Pager.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/Table.tsx';
import { InvoiceSelectionBar } from './InvoiceSelectionBar.tsx';
import { InvoiceStatusBadge } from './InvoiceStatusBadge.tsx';

const tabs = ['all', 'unpaid', 'partially_paid', 'paid'] as const;
type Tab = (typeof tabs)[number];

/**
 * The customer's invoices (all, or one service's): status tabs, a row per invoice with what is
 * paid and due, and ticks on the open ones so several are paid together.
 */
export function InvoiceList({
  service,
  moneyLocale,
}: {
  service: InvoiceService | null;
  moneyLocale: string;
}) {
  const t = useTranslations('invoices');
  const { describe } = useErrorMessage();
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const status: InvoiceStatus | null = tab === 'all' ? null : tab;
  const list = useInvoices({ status, service, page });
  const invoices = list.data?.data ?? [];

  return (
    <div className="mt-6 grid gap-4">
      <StatusTabs
        label={t('tabsLabel')}
        wrap
        tabs={tabs.map((id) => ({ id, label: id === 'all' ? t('all') : t(`status.${id}`) }))}
        active={tab}
        onSelect={(id) => {
          setTab(id);
          setPage(1);
          setChosen(new Set());
        }}
      />
      {list.isPending ? (
        <div className="grid gap-3">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : list.isError ? (
        <ErrorState title={t('loadFailed')} body={describe(list.error).title} />
      ) : invoices.length === 0 ? (
        <EmptyState icon="receipt" title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <>
          <Table caption={t('tableCaption')} data-testid="invoice-list">
            <TableHead>
              <tr>
                <TableHeader className="w-10">
                  <span className="sr-only">{t('select')}</span>
                </TableHeader>
                <TableHeader>{t('number')}</TableHeader>
                <TableHeader>{t('date')}</TableHeader>
                <TableHeader className="text-right">{t('total')}</TableHeader>
                <TableHeader className="text-right">{t('paid')}</TableHeader>
                <TableHeader className="text-right">{t('due')}</TableHeader>
                <TableHeader>{t('statusLabel')}</TableHeader>
              </tr>
            </TableHead>
            <TableBody>
              {invoices.map((invoice) => {
                const payable = isPayable(invoice);
                return (
                  <TableRow
                    key={invoice.id}
                    data-testid="invoice-row"
                    data-invoice-number={invoice.number}
                    className="relative grid grid-cols-2 gap-x-3 md:table-row"
                  >
                    <TableCell className="col-span-2 md:w-10">
                      {payable ? (
                        <input
                          type="checkbox"
                          className="h-5 w-5 accent-brand-700"
                          checked={chosen.has(invoice.id)}
                          onChange={() => setChosen((before) => toggled(before, invoice.id))}
                          aria-label={t('selectInvoice', { number: invoice.number })}
                          data-testid="select-invoice"
                        />
                      ) : null}
                    </TableCell>
                    <TableCell label={t('number')} className="col-span-2">
                      <Link
                        href={invoicePath(invoice.id)}
                        className="font-semibold text-brand-700 hover:underline"
                      >
                        {invoice.number}
                      </Link>
                    </TableCell>
                    <TableCell label={t('date')}>
                      {t('dateValue', { date: new Date(invoice.created_at) })}
                    </TableCell>
                    <TableCell label={t('total')} className="md:text-right md:tabular-nums">
                      {formatMoney(invoice.total, moneyLocale)}
                    </TableCell>
                    <TableCell label={t('paid')} className="md:text-right md:tabular-nums">
                      {formatMoney(invoice.paid, moneyLocale)}
                    </TableCell>
                    <TableCell
                      label={t('due')}
                      className="font-semibold md:text-right md:tabular-nums"
                      data-testid="invoice-due"
                    >
                      {formatMoney(invoice.due, moneyLocale)}
                    </TableCell>
                    <TableCell className="col-span-2 pt-2 md:pt-3">
                      <InvoiceStatusBadge status={invoice.status} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Pager
            page={page}
            perPage={INVOICES_PER_PAGE}
            total={list.data.pagination.total}
            onPage={setPage}
          />
        </>
      )}
      <InvoiceSelectionBar
        invoices={invoices}
        chosen={chosen}
        onClear={() => setChosen(new Set())}
        moneyLocale={moneyLocale}
      />
    </div>
  );
}
