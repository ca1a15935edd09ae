'use client';

import { formatMoney } from '@crossport/money';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import {
  type ParcelRequestBody,
  useAskParcelRequest,
  useParcelRequests,
  useShipmentMeta,
} from '../../lib/ship-for-me/hooks.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { Button } from '../ui/Button.tsx';
import { Field, NativeSelect } from './Field.tsx';

/**
 * Asking our warehouse for more on a parcel waiting there (extra photos, a content check, a
 * special request, a re-measure), with what was asked before and staff's answers.
 */
export function ParcelRequests({
  parcelId,
  inWarehouse,
  moneyLocale,
}: {
  parcelId: number;
  inWarehouse: boolean;
  moneyLocale: string;
}) {
  const t = useTranslations('shipForMe.requests');
  const { line } = useErrorMessage();
  const meta = useShipmentMeta();
  const requests = useParcelRequests(parcelId, true);
  const ask = useAskParcelRequest(parcelId);
  const [kind, setKind] = useState('');
  const [note, setNote] = useState('');
  const services = (meta.data?.parcel_services ?? []).filter((s) => s.price !== null);
  const chosen = services.find((s) => s.code === kind);
  const noteRequired = kind === 'report_error';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!kind || (noteRequired && !note.trim())) return;
    ask.mutate(
      {
        kind: kind as ParcelRequestBody['kind'],
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      {
        onSuccess: () => {
          setKind('');
          setNote('');
        },
      },
    );
  };

  const list = requests.data ?? [];
  if (!inWarehouse && list.length === 0) return null;
  return (
    <section className="rounded-lg border border-line bg-surface p-4" data-testid="parcel-requests">
      <h2 className="font-semibold">{t('title')}</h2>
      {inWarehouse ? (
        <form onSubmit={submit} className="mt-3 grid gap-3">
          <Field id="request-kind" label={t('what')}>
            <NativeSelect id="request-kind" value={kind} onChange={(e) => setKind(e.target.value)}>
              <option value="">{t('choose')}</option>
              {(['arrival_check', 'special', 'report'] as const).map((group) => (
                <optgroup key={group} label={t(`groups.${group}`)}>
                  {services
                    .filter((s) => s.group === group)
                    .map((s) => (
                      <option key={s.code} value={s.code}>
                        {t(`kinds.${s.code as 'extra_photos'}`)}
                        {s.price && s.price.amount > 0
                          ? ` · ${formatMoney(s.price, moneyLocale)}`
                          : ` · ${t('free')}`}
                      </option>
                    ))}
                </optgroup>
              ))}
            </NativeSelect>
          </Field>
          <Field
            id="request-note"
            label={noteRequired ? t('noteRequired') : t('note')}
            error={ask.isError ? line(ask.error) : null}
          >
            <textarea
              id="request-note"
              className="min-h-20 rounded-md border border-line-strong bg-surface px-3 py-2 text-sm"
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field>
          {chosen?.price && chosen.price.amount > 0 ? (
            <p className="text-xs text-ink-muted">
              {t('billed', { price: formatMoney(chosen.price, moneyLocale) })}
            </p>
          ) : null}
          <Button
            type="submit"
            variant="secondary"
            disabled={!kind || (noteRequired && !note.trim()) || ask.isPending}
          >
            {t('send')}
          </Button>
        </form>
      ) : null}
      {list.length > 0 ? (
        <ul className="mt-4 grid gap-2" data-testid="parcel-request-list">
          {list.map((r) => (
            <li key={r.id} className="rounded-md bg-canvas p-3 text-sm" data-status={r.status}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium">{t(`kinds.${r.kind as 'extra_photos'}`)}</span>
                <span className="text-xs font-semibold text-ink-muted">
                  {t(`status.${r.status}`)}
                </span>
              </div>
              {r.customer_note ? <p className="text-ink-muted">“{r.customer_note}”</p> : null}
              {r.staff_note ? <p className="mt-1">{t('answer', { note: r.staff_note })}</p> : null}
              {r.status === 'open' && r.invoice_id ? (
                <Link
                  href={`/dashboard/payment?invoice=${r.invoice_id}`}
                  className="mt-1 inline-block text-xs font-semibold text-brand-800 hover:underline"
                >
                  {t('pay', { price: formatMoney(r.price, moneyLocale) })}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
