'use client';

import { formatMoney } from '@crossport/money';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useParcel, useParcelMove, useShipForMeContext } from '../../lib/ship-for-me/hooks.ts';
import { storageDates, type StorageTerms } from '../../lib/ship-for-me/storage.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Button, buttonClasses } from '../ui/Button.tsx';
import { Input } from '../ui/Input.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { ClaimPanel } from '../claims/ClaimPanel.tsx';
import { ParcelRequests } from './ParcelRequests.tsx';
import { ParcelStatusBadge } from './ParcelStatusBadge.tsx';
import { ParcelTimeline } from './ParcelTimeline.tsx';
import { WarehousePhotos } from './WarehousePhotos.tsx';

/** Where the parcel lies in our warehouse: storage and warehouse requests are possible. */
const IN_WAREHOUSE: readonly string[] = ['received_at_warehouse', 'invoiced', 'paid'];

/** How long the parcel stays free, what a day costs after, and when it would be disposed of. */
function StorageNote({
  receivedAt,
  terms,
  currency,
  moneyLocale,
}: {
  receivedAt: string;
  terms: StorageTerms;
  currency: string;
  moneyLocale: string;
}) {
  const t = useTranslations('shipForMe.requests');
  const dates = storageDates(receivedAt, terms, currency);
  return (
    <p
      className="mt-3 rounded-md bg-brand-50 p-3 text-sm text-brand-900"
      data-testid="storage-note"
    >
      {t('storage', { date: dates.freeUntil })}{' '}
      {dates.feePerDay
        ? t('storageFee', {
            fee: formatMoney({ amount: dates.feePerDay, currency }, moneyLocale),
            dispose: dates.disposeOn,
          })
        : t('storageFree', { dispose: dates.disposeOn })}
    </p>
  );
}

/** One parcel: photos, weight and size, trackings, what the customer can do now, the timeline. */
export function ParcelDetail({ number, moneyLocale }: { number: string; moneyLocale: string }) {
  const t = useTranslations('shipForMe.parcel');
  const { line } = useErrorMessage();
  const parcel = useParcel(number);
  const context = useShipForMeContext(null);
  const move = useParcelMove();
  const [tracking, setTracking] = useState('');

  if (parcel.isPending) return <Skeleton className="mt-6 h-80" />;
  if (parcel.isError) return <p className="mt-6 text-sm text-danger">{line(parcel.error)}</p>;
  const p = parcel.data;
  const terms = context.data?.warehouses.find((w) => w.id === p.warehouse_id)?.storage;

  const addTracking = (event: FormEvent) => {
    event.preventDefault();
    if (!tracking.trim()) return;
    move.mutate(
      { kind: 'add-tracking', id: p.id, trackingId: tracking.trim() },
      { onSuccess: () => setTracking('') },
    );
  };

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]" data-testid="parcel-detail">
      <div className="grid content-start gap-6">
        <section className="rounded-lg border border-line bg-surface p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-ink-muted">
              {p.number} · {t('inRequest', { number: p.order_number })}
            </p>
            <ParcelStatusBadge status={p.status} />
          </div>
          {p.consolidation_id ? (
            <Link
              href={`/dashboard/ship-for-me/consolidations/${p.consolidation_id}`}
              className="mt-3 block rounded-md bg-brand-50 p-3 text-sm font-semibold text-brand-800 hover:underline"
              data-testid="parcel-box"
            >
              {t('inBox')}
            </Link>
          ) : null}
          {p.hold_reason ? (
            <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {t('held', { reason: p.hold_reason })}
            </p>
          ) : null}
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
            <div>
              <dt className="text-ink-muted">{t('quantity')}</dt>
              <dd className="font-semibold">{p.quantity}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">{t('declared')}</dt>
              <dd className="font-semibold">{formatMoney(p.declared_value, moneyLocale)}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">{t('weight')}</dt>
              <dd className="font-semibold" data-testid="parcel-weight">
                {p.receipt ? t('kg', { kg: p.receipt.weight_grams / 1000 }) : t('notYet')}
              </dd>
            </div>
            <div>
              <dt className="text-ink-muted">{t('chargeable')}</dt>
              <dd className="font-semibold">
                {p.receipt
                  ? t('kg', { kg: p.receipt.chargeable_weight_grams / 1000 })
                  : t('notYet')}
              </dd>
            </div>
            {p.receipt ? (
              <div className="col-span-2">
                <dt className="text-ink-muted">{t('size')}</dt>
                <dd className="font-semibold">
                  {t('cm', {
                    l: p.receipt.length_cm,
                    w: p.receipt.width_cm,
                    h: p.receipt.height_cm,
                  })}
                </dd>
              </div>
            ) : null}
            {p.hs_code ? (
              <div>
                <dt className="text-ink-muted">{t('hsCode')}</dt>
                <dd className="font-semibold">{`${p.hs_code.slice(0, 4)}.${p.hs_code.slice(4)}`}</dd>
              </div>
            ) : null}
          </dl>
          {p.receipt?.received_at && IN_WAREHOUSE.includes(p.status) && terms ? (
            <StorageNote
              receivedAt={p.receipt.received_at}
              terms={terms}
              currency={p.declared_value.currency}
              moneyLocale={moneyLocale}
            />
          ) : null}
          {p.receipt && p.receipt.photo_ids.length > 0 ? (
            <div className="mt-4">
              <p className="text-sm font-medium">{t('warehousePhotos')}</p>
              <WarehousePhotos
                ids={p.receipt.photo_ids}
                alt={t('warehousePhotoAlt')}
                testId="warehouse-photos"
              />
            </div>
          ) : null}
        </section>

        {p.status === 'delivered' ? (
          // A parcel carrying a Buy-and-Ship product is claimed as that product (one claim).
          p.buy_product_id === null ? (
            <ClaimPanel subjectType="shipment_product" subjectId={p.id} locale={moneyLocale} />
          ) : (
            <ClaimPanel
              subjectType="buy_product"
              subjectId={p.buy_product_id}
              locale={moneyLocale}
            />
          )
        ) : null}

        <ParcelRequests
          parcelId={p.id}
          inWarehouse={IN_WAREHOUSE.includes(p.status)}
          moneyLocale={moneyLocale}
        />

        <section className="rounded-lg border border-line bg-surface p-4">
          <h2 className="font-semibold">{t('timelineTitle')}</h2>
          <div className="mt-4">
            <ParcelTimeline events={p.timeline} locale={moneyLocale} />
          </div>
        </section>
      </div>

      <aside className="grid content-start gap-4">
        <section className="rounded-lg border border-line bg-surface p-4">
          <h2 className="font-semibold">{t('trackingTitle')}</h2>
          <ul className="mt-2 grid gap-1 text-sm" data-testid="parcel-trackings">
            {p.trackings.map((tr) => (
              <li key={tr.id} className="font-mono">
                {tr.tracking_id}
              </li>
            ))}
            {p.trackings.length === 0 ? (
              <li className="text-ink-muted">{t('noTracking')}</li>
            ) : null}
          </ul>
          {p.can_edit_tracking ? (
            <form onSubmit={addTracking} className="mt-3 flex gap-2">
              <Input
                aria-label={t('addTracking')}
                placeholder={t('addTracking')}
                value={tracking}
                maxLength={64}
                onChange={(e) => setTracking(e.target.value)}
              />
              <Button type="submit" size="sm" disabled={move.isPending}>
                {t('add')}
              </Button>
            </form>
          ) : null}
        </section>
        <section className="grid gap-2 rounded-lg border border-line bg-surface p-4">
          {p.status === 'invoiced' && p.invoice_id ? (
            <Link href={`/dashboard/payment?invoice=${p.invoice_id}`} className={buttonClasses()}>
              {t('pay')}
            </Link>
          ) : null}
          {p.invoice_id ? (
            <Link
              href={`/dashboard/invoice/${p.invoice_id}`}
              className={buttonClasses({ variant: 'secondary' })}
            >
              {t('invoice')}
            </Link>
          ) : null}
          {p.receipt?.storage_fees_due && p.receipt.storage_invoice_id ? (
            <Link
              href={`/dashboard/payment?invoice=${p.receipt.storage_invoice_id}`}
              className={buttonClasses({ variant: 'accent' })}
              data-testid="pay-storage"
            >
              {t('payStorage')}
            </Link>
          ) : null}
          {p.can_start_shipping ? (
            <Button
              type="button"
              onClick={() => move.mutate({ kind: 'start-shipping', id: p.id })}
              disabled={move.isPending}
            >
              {t('startShipping')}
            </Button>
          ) : null}
          {p.status === 'arrived' || p.status === 'ready_for_delivery' ? (
            <Link
              href={`/dashboard/create-delivery-request?items=shipment_product:${p.id}`}
              className={buttonClasses()}
            >
              {t('requestDelivery')}
            </Link>
          ) : null}
          {p.can_cancel ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => move.mutate({ kind: 'cancel', id: p.id })}
              disabled={move.isPending}
            >
              {t('cancel')}
            </Button>
          ) : null}
          {move.isError ? (
            <p className="text-sm text-danger" role="alert">
              {line(move.error)}
            </p>
          ) : null}
          <p className="text-xs text-ink-muted">{t(`next.${p.status}`)}</p>
        </section>
      </aside>
    </div>
  );
}
