'use client';

import { formatMoney } from '@crossport/money';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useConsolidation, useConsolidationAnswer } from '../../lib/ship-for-me/consolidation.ts';
import { thumbnailHref } from '../../lib/ship-for-me/hooks.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Button, buttonClasses } from '../ui/Button.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { ParcelStatusBadge } from './ParcelStatusBadge.tsx';

const kg = (grams: number) => (grams / 1000).toFixed(1);

/**
 * One box of several parcels: each parcel's own shipping, the repacked box's and the saving,
 * then Confirm (one invoice for all) or Cancel (each billed alone), and Pay once confirmed.
 */
export function ConsolidationDetail({ id, moneyLocale }: { id: number; moneyLocale: string }) {
  const t = useTranslations('shipForMe.consolidation');
  const { line } = useErrorMessage();
  const box = useConsolidation(id);
  const answer = useConsolidationAnswer(id);

  if (box.isPending) return <Skeleton className="mt-6 h-80" />;
  if (box.isError) return <p className="mt-6 text-sm text-danger">{line(box.error)}</p>;
  const b = box.data;
  const money = (m: Parameters<typeof formatMoney>[0]) => formatMoney(m, moneyLocale);

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]" data-testid="consolidation">
      <section className="rounded-lg border border-line bg-surface p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold">{t('parcels', { count: b.parcels.length })}</h2>
          <span
            className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
            data-testid="consolidation-status"
            data-status={b.status}
          >
            {t(`status.${b.status}`)}
          </span>
        </div>
        <ul className="mt-3 grid gap-2">
          {b.parcels.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-canvas p-3"
              data-testid="consolidated-parcel"
            >
              <div className="min-w-0">
                <Link
                  href={`/dashboard/ship-for-me/my-parcel/${p.number}`}
                  className="font-medium text-brand-800 hover:underline"
                >
                  {p.title}
                </Link>
                <p className="text-xs text-ink-muted">
                  {p.number} · {t('alone', { kg: kg(p.chargeable_weight_grams) })}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="text-sm tabular-nums">{money(p.shipping)}</span>
                <ParcelStatusBadge status={p.status} />
              </div>
            </li>
          ))}
        </ul>
        {b.box ? (
          <div className="mt-4 grid gap-3">
            <p className="text-sm text-ink-muted">
              {t('box', {
                kg: kg(b.box.weight_grams),
                chargeable: kg(b.box.chargeable_weight_grams),
                size: `${b.box.length_cm}×${b.box.width_cm}×${b.box.height_cm}`,
              })}
            </p>
            {b.box.photo_ids.length > 0 ? (
              <div className="flex flex-wrap gap-2">
                {b.box.photo_ids.map((photo) => (
                  // eslint-disable-next-line @next/next/no-img-element -- the customer's own upload, served by the API
                  <img
                    key={photo}
                    src={thumbnailHref(photo)}
                    alt={t('photoAlt')}
                    className="h-20 w-20 rounded-md border border-line object-cover"
                  />
                ))}
              </div>
            ) : null}
          </div>
        ) : (
          <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('waiting')}</p>
        )}
      </section>

      <aside className="grid content-start gap-3 rounded-lg border border-line bg-surface p-4">
        <h2 className="font-semibold">{t('compare')}</h2>
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">{t('separate')}</dt>
            <dd className="tabular-nums" data-testid="separate-shipping">
              {money(b.separate_shipping)}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">{t('together')}</dt>
            <dd className="tabular-nums" data-testid="box-shipping">
              {b.box ? money(b.box.shipping) : '—'}
            </dd>
          </div>
          {b.saving ? (
            <div
              className={`flex justify-between gap-3 rounded-md p-2 font-semibold ${
                b.saving.amount >= 0
                  ? 'bg-emerald-50 text-emerald-900'
                  : 'bg-amber-50 text-amber-900'
              }`}
            >
              <dt>{b.saving.amount >= 0 ? t('saving') : t('extra')}</dt>
              <dd className="tabular-nums" data-testid="saving" data-amount={b.saving.amount}>
                {money({ ...b.saving, amount: Math.abs(b.saving.amount) })}
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="text-xs text-ink-muted">{t('dutyNote')}</p>
        {answer.isError ? <p className="text-sm text-danger">{line(answer.error)}</p> : null}
        {b.can_confirm ? (
          <Button disabled={answer.isPending} onClick={() => answer.mutate('confirm')}>
            {t('confirm')}
          </Button>
        ) : null}
        {b.invoice_id &&
        b.status === 'confirmed' &&
        b.parcels.some((parcel) => parcel.status === 'invoiced') ? (
          <Link
            href={`/dashboard/payment?invoice=${b.invoice_id}`}
            className={buttonClasses()}
            data-testid="pay-box"
          >
            {t('pay')}
          </Link>
        ) : null}
        {b.can_cancel ? (
          <Button
            variant="secondary"
            disabled={answer.isPending}
            onClick={() => answer.mutate('cancel')}
          >
            {t('cancel')}
          </Button>
        ) : null}
      </aside>
    </div>
  );
}
