'use client';

import { formatMoney } from '@crossport/money';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { canJoinBox, useRequestConsolidation } from '../../lib/ship-for-me/consolidation.ts';
import {
  SHIPMENT_PAGE_SIZE,
  useShipmentCounts,
  useShipmentOrders,
} from '../../lib/ship-for-me/hooks.ts';
import { STATUS_TABS } from '../../lib/ship-for-me/status.ts';
import type { ShipmentStatus } from '../../lib/ship-for-me/types.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Button, buttonClasses } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Pager } from '../ui/Pager.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { ParcelStatusBadge } from './ParcelStatusBadge.tsx';

/**
 * The customer's Ship For Me requests (My Shipment, the shipment list) or their parcels one
 * by one (My Parcel), with a tab per status showing how many parcels are in it.
 */
export function ShipmentOrders({
  moneyLocale,
  view,
  created,
}: {
  moneyLocale: string;
  view: 'orders' | 'parcels';
  created?: string | null;
}) {
  const t = useTranslations('shipForMe.list');
  const { line } = useErrorMessage();
  const [status, setStatus] = useState<ShipmentStatus | null>(null);
  const [page, setPage] = useState(1);
  const orders = useShipmentOrders(status, page);
  const counts = useShipmentCounts();
  const router = useRouter();
  const consolidate = useRequestConsolidation();
  const [picked, setPicked] = useState<number[]>([]);
  const toggle = (id: number) =>
    setPicked((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  const shipTogether = () =>
    consolidate.mutate(picked, {
      onSuccess: (box) => router.push(`/dashboard/ship-for-me/consolidations/${box.id}`),
    });
  const countOf = (tab: ShipmentStatus | 'all') =>
    tab === 'all' ? counts.data?.total : counts.data?.states.find((s) => s.status === tab)?.count;

  return (
    <div className="mt-6 grid gap-4">
      {created ? (
        <p
          className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
          role="status"
          data-testid="request-created"
        >
          {t('created', { number: created })}
        </p>
      ) : null}
      <div
        className="scrollbar-none flex gap-1 overflow-x-auto border-b border-line"
        role="tablist"
      >
        {STATUS_TABS.map((tab) => {
          const active = (tab === 'all' ? null : tab) === status;
          return (
            <button
              key={tab}
              role="tab"
              aria-selected={active}
              type="button"
              className={`-mb-px shrink-0 border-b-2 px-3 py-3 text-sm font-semibold ${
                active
                  ? 'border-brand-600 text-brand-800'
                  : 'border-transparent text-ink-muted hover:text-ink'
              }`}
              onClick={() => {
                setStatus(tab === 'all' ? null : tab);
                setPage(1);
              }}
            >
              {tab === 'all' ? t('all') : t(`tabs.${tab}`)}
              {countOf(tab) !== undefined ? (
                <span className="ml-1 text-xs text-ink-subtle">({countOf(tab)})</span>
              ) : null}
            </button>
          );
        })}
      </div>
      {orders.isPending ? <Skeleton className="h-40" /> : null}
      {orders.isError ? <p className="text-sm text-danger">{line(orders.error)}</p> : null}
      {orders.data && orders.data.data.length === 0 ? (
        <EmptyState
          icon="parcel"
          title={t('emptyTitle')}
          body={t('emptyBody')}
          action={
            <Link href="/ship-for-me" className={buttonClasses()}>
              {t('newRequest')}
            </Link>
          }
        />
      ) : null}
      <ul className="grid gap-3" data-testid={view === 'orders' ? 'shipment-orders' : 'parcels'}>
        {orders.data?.data.map((order) => (
          <li key={order.id} className="rounded-lg border border-line bg-surface p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold">{t('order', { number: order.number })}</p>
              <p className="text-xs text-ink-muted">
                {new Date(order.created_at).toLocaleDateString(moneyLocale)} ·{' '}
                {order.destination.lines.join(', ')}
              </p>
            </div>
            <ul className="mt-3 grid gap-2">
              {order.products
                .filter((p) => status === null || p.status === status)
                .map((p) => (
                  <li
                    key={p.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-canvas p-3"
                  >
                    <div className="flex min-w-0 items-start gap-3">
                      {view === 'parcels' && canJoinBox(p) ? (
                        <input
                          type="checkbox"
                          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                          checked={picked.includes(p.id)}
                          onChange={() => toggle(p.id)}
                          aria-label={t('pick', { number: p.number })}
                          data-testid="pick-parcel"
                        />
                      ) : null}
                      <div className="min-w-0">
                        <Link
                          href={`/dashboard/ship-for-me/my-parcel/${p.number}`}
                          className="font-medium text-brand-800 hover:underline"
                        >
                          {p.title}
                        </Link>
                        <p className="text-xs text-ink-muted">
                          {p.number} · {t('quantity', { quantity: p.quantity })} ·{' '}
                          {formatMoney(p.declared_value, moneyLocale)}
                          {p.receipt
                            ? ` · ${t('weight', { kg: p.receipt.chargeable_weight_grams / 1000 })}`
                            : ''}
                        </p>
                        {p.consolidation_id ? (
                          <Link
                            href={`/dashboard/ship-for-me/consolidations/${p.consolidation_id}`}
                            className="text-xs font-semibold text-brand-800 hover:underline"
                          >
                            {t('inBox')}
                          </Link>
                        ) : null}
                      </div>
                    </div>
                    <div className="flex items-center gap-2">
                      <ParcelStatusBadge status={p.status} />
                      {p.status === 'invoiced' && p.invoice_id ? (
                        <Link
                          href={`/dashboard/payment?invoice=${p.invoice_id}`}
                          className={buttonClasses({ size: 'sm' })}
                        >
                          {t('pay')}
                        </Link>
                      ) : null}
                    </div>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
      {view === 'parcels' && (picked.length > 0 || consolidate.isError) ? (
        <div
          className="sticky bottom-3 z-10 grid gap-2 rounded-lg border border-brand-200 bg-surface p-3 shadow-lg md:flex md:items-center md:justify-between"
          data-testid="ship-together-bar"
        >
          <p className="text-sm">
            {picked.length < 2 ? t('pickMore') : t('picked', { count: picked.length })}
          </p>
          {consolidate.isError ? (
            <p className="text-sm text-danger">{line(consolidate.error)}</p>
          ) : null}
          <Button
            disabled={picked.length < 2 || consolidate.isPending}
            onClick={shipTogether}
            data-testid="ship-together"
          >
            {t('shipTogether', { count: picked.length })}
          </Button>
        </div>
      ) : null}
      {orders.data ? (
        <Pager
          page={page}
          perPage={SHIPMENT_PAGE_SIZE}
          total={orders.data.pagination.total}
          onPage={setPage}
        />
      ) : null}
    </div>
  );
}
