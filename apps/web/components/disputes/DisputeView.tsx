'use client';

import { formatMoney } from '@crossport/money';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useAnswerDispute, useDispute } from '../../lib/disputes/hooks.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ProductPhotos } from '../ship-for-me/ProductPhotos.tsx';
import { Field } from '../ship-for-me/Field.tsx';
import { Button } from '../ui/Button.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

const card = 'rounded-lg border border-line bg-surface p-4';

/** One dispute: what was asked, the outcome and refund, every event, and more evidence when asked. */
export function DisputeView({ id, locale }: { id: number; locale: string }) {
  const t = useTranslations('disputes');
  const dispute = useDispute(id);
  if (dispute.isPending) return <Skeleton className="mt-6 h-40" />;
  if (dispute.isError) return <ErrorState title={t('loadFailed')} />;
  const d = dispute.data;
  return (
    <div className="mt-6 grid gap-4 md:grid-cols-[2fr_3fr]">
      <section className={card} data-testid="dispute-summary" data-status={d.status}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold">{d.number}</h2>
          <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold">
            {t(`status.${d.status}`)}
          </span>
        </div>
        <dl className="mt-3 grid gap-1 text-sm">
          {[
            ['reason', t(`reasons.${d.reason}`)],
            ['itemsLabel', t('items', { count: d.quantity })],
            ['resolution', t(`resolutions.${d.requested_resolution}`)],
            ['paid', formatMoney(d.paid, locale)],
          ].map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-ink-muted">{t(label as 'reason')}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-ink-muted">{t('refundedLabel')}</dt>
            <dd className="font-semibold" data-testid="dispute-refunded">
              {formatMoney(d.refunded, locale)}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-sm">{d.description}</p>
        {d.resolution_note ? (
          <p className="mt-3 rounded-md bg-canvas p-3 text-sm">
            {t('outcome', { note: d.resolution_note })}
          </p>
        ) : null}
        <p className="mt-3 text-sm">
          <Link
            href={`/dashboard/buy-and-ship/my-orders/${d.buy_product_id}`}
            className="text-brand-700 underline"
          >
            {t('product')}
          </Link>
        </p>
      </section>
      <div className="grid content-start gap-4">
        {d.status === 'evidence_requested' ? <EvidenceForm id={d.id} /> : null}
        <section className={card}>
          <h2 className="font-semibold">{t('timeline')}</h2>
          <ol className="mt-3 grid gap-3" data-testid="dispute-timeline">
            {d.timeline.map((event) => (
              <li key={event.id} className="border-l-2 border-brand-200 pl-3 text-sm">
                <p className="font-medium">{t(`events.${eventKey(event)}`)}</p>
                <p className="text-xs text-ink-muted">
                  {new Date(event.created_at).toLocaleString(locale)}
                </p>
                {event.refund && event.refund.amount > 0 ? (
                  <p className="font-medium text-success">
                    {t('refunded', { amount: formatMoney(event.refund, locale) })}
                  </p>
                ) : null}
                {event.note ? <p className="mt-1">{event.note}</p> : null}
                {event.photo_ids.length > 0 ? (
                  <p className="text-xs text-ink-muted">
                    {t('photosAdded', { count: event.photo_ids.length })}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}

type Event = { from_status: string | null; to_status: string; actor: string };
/** What an event was: opened, evidence asked or given, decided, reopened. */
function eventKey(e: Event) {
  if (e.from_status === null) return 'opened';
  if (e.to_status === 'under_review' && e.actor === 'customer') return 'answered';
  if (
    e.to_status === 'under_review' &&
    (e.from_status === 'accepted' || e.from_status === 'rejected')
  ) {
    return 'reopened';
  }
  return e.to_status as 'under_review' | 'evidence_requested' | 'accepted' | 'rejected';
}

function EvidenceForm({ id }: { id: number }) {
  const t = useTranslations('disputes');
  const { line } = useErrorMessage();
  const answer = useAnswerDispute(id);
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<number[]>([]);
  const [touched, setTouched] = useState(false);
  const problem = message.trim() ? null : t('messageMissing');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    answer.mutate({ message: message.trim(), ...(photos.length ? { photo_ids: photos } : {}) });
  };
  return (
    <section
      className="rounded-lg border border-brand-300 bg-brand-50 p-4"
      data-testid="evidence-form"
    >
      <h2 className="font-semibold">{t('evidenceTitle')}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t('evidenceIntro')}</p>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3">
        <Field id="evidence-message" label={t('message')} error={touched ? problem : null}>
          <textarea
            id="evidence-message"
            className="min-h-24 rounded-md border border-line-strong bg-surface px-3 py-2 text-base"
            maxLength={2000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </Field>
        <ProductPhotos ids={photos} onChange={setPhotos} max={10} />
        {answer.isError ? (
          <p className="text-sm text-danger" role="alert">
            {line(answer.error)}
          </p>
        ) : null}
        <Button type="submit" disabled={answer.isPending} className="justify-self-start">
          {t('evidenceSubmit')}
        </Button>
      </form>
    </section>
  );
}
