'use client';

import { formatMoney } from '@crossport/money';
import { useTranslations } from 'next-intl';
import { useRfqRequest } from '../../lib/rfq/hooks.ts';
import { thumbnailHref } from '../../lib/ship-for-me/hooks.ts';
import { useErrorMessage } from '../../lib/use-error-message.ts';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { RfqQuoteCard } from './RfqQuoteCard.tsx';
import { RfqStatusBadge } from './RfqStatusBadge.tsx';

/** One request: what was asked for, where it stands, and the quotes staff sent. */
export function RfqRequestDetail({
  id,
  locale,
  moneyLocale,
}: {
  id: number;
  locale: string;
  moneyLocale: string;
}) {
  const t = useTranslations('rfq');
  const { line } = useErrorMessage();
  const request = useRfqRequest(id);
  if (request.isPending) return <Skeleton className="h-64 w-full" />;
  if (request.isError) return <ErrorState title={t('loadFailed')} body={line(request.error)} />;
  const r = request.data;
  const orderable = r.status === 'submitted' || r.status === 'quoted';
  return (
    <div className="mt-4 grid gap-6" data-testid="rfq-detail">
      <section className="grid gap-3 rounded-lg border border-line bg-surface p-4 md:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{r.product_name}</h2>
          <RfqStatusBadge status={r.status} />
        </div>
        <dl className="grid gap-x-6 gap-y-1 text-sm md:grid-cols-[auto_1fr]">
          <dt className="text-ink-muted">{t('number')}</dt>
          <dd>{r.number}</dd>
          <dt className="text-ink-muted">{t('form.quantity')}</dt>
          <dd>{t('quote.pieces', { count: r.quantity })}</dd>
          {r.target_price ? (
            <>
              <dt className="text-ink-muted">{t('targetPrice')}</dt>
              <dd>{formatMoney(r.target_price, moneyLocale)}</dd>
            </>
          ) : null}
          {r.deadline ? (
            <>
              <dt className="text-ink-muted">{t('form.deadline')}</dt>
              <dd>{new Date(r.deadline).toLocaleDateString(locale)}</dd>
            </>
          ) : null}
          {r.product_url ? (
            <>
              <dt className="text-ink-muted">{t('productLink')}</dt>
              <dd className="min-w-0 truncate">
                <a
                  href={r.product_url}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="text-brand-700 underline"
                >
                  {r.product_url}
                </a>
              </dd>
            </>
          ) : null}
        </dl>
        {r.specifications ? (
          <p className="text-sm whitespace-pre-line text-ink-muted">{r.specifications}</p>
        ) : null}
        {r.image_ids.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {r.image_ids.map((imageId) => (
              // eslint-disable-next-line @next/next/no-img-element -- the customer's own upload, served by the API
              <img
                key={imageId}
                src={thumbnailHref(imageId)}
                alt={t('photoAlt')}
                className="h-20 w-20 rounded-md border border-line object-cover"
              />
            ))}
          </div>
        ) : null}
        {r.decline_reason ? (
          <p className="rounded-md bg-danger-soft p-3 text-sm text-danger">
            {t('declined', { reason: r.decline_reason })}
          </p>
        ) : null}
      </section>
      <section className="grid gap-3">
        <h2 className="text-lg font-semibold">{t('quotesTitle')}</h2>
        {r.quotes.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line-strong bg-surface p-4 text-sm text-ink-muted">
            {r.status === 'declined' ? t('noQuotesDeclined') : t('noQuotes')}
          </p>
        ) : (
          r.quotes.map((quote) => (
            <RfqQuoteCard
              key={quote.id}
              quote={quote}
              regionCode={r.region_code}
              orderable={orderable}
              locale={locale}
              moneyLocale={moneyLocale}
            />
          ))
        )}
        {r.status === 'ordered' ? (
          <p className="text-sm text-ink-muted">{t('orderedHint')}</p>
        ) : null}
      </section>
    </div>
  );
}
