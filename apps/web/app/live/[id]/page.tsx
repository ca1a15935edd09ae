import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { clsx } from 'clsx';
import { getLocale, getTranslations } from 'next-intl/server';
import { OfferList } from '../../../components/live/OfferList.tsx';
import { StreamPlayer } from '../../../components/live/StreamPlayer.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { getStream, getStreamOffers } from '../../../lib/live/server-live.ts';
import { moneyLocale as moneyLocaleOf } from '../../../lib/pricing.ts';
import { getCurrentRegion } from '../../../lib/server-api.ts';

interface Props {
  params: Promise<{ id: string }>;
}

const streamIdOf = (raw: string) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id < 2_147_483_647 ? id : null;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = streamIdOf((await params).id);
  const t = await getTranslations('live');
  const stream = id ? await getStream(id) : null;
  return { title: stream?.ok ? stream.data.title : t('title') };
}

/** One stream: the player, and beside it (under it on a phone) what is offered in it. */
export default async function StreamPage({ params }: Props) {
  const id = streamIdOf((await params).id);
  if (!id) notFound();
  const [t, locale, region, stream, offers] = await Promise.all([
    getTranslations('live'),
    getLocale(),
    getCurrentRegion(),
    getStream(id),
    getStreamOffers(id),
  ]);
  if (!stream.ok) {
    if (stream.status === 404) notFound();
    return (
      <div className="container-page py-10">
        <ErrorState title={t('loadFailed')} />
      </div>
    );
  }
  const data = stream.data;
  return (
    <div className="container-page py-4 md:py-8">
      <nav aria-label={t('breadcrumb')} className="text-sm text-ink-subtle">
        <Link href="/live" className="hover:text-brand-800">
          {t('title')}
        </Link>
        {' / '}
        <Link href={`/live?category=${data.category.id}`} className="hover:text-brand-800">
          {data.category.name}
        </Link>
      </nav>
      <div className="mt-3 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <StreamPlayer
            src={data.hls_url}
            poster={data.poster}
            label={t('player', { title: data.title })}
          />
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <span
              className={clsx(
                'rounded px-2 py-0.5 text-xs font-bold text-white',
                data.status === 'live' ? 'bg-danger' : 'bg-ink',
              )}
            >
              {t(data.status)}
            </span>
            <span className="text-sm text-ink-muted">
              {t('viewers', { count: data.viewer_count })}
            </span>
          </div>
          <h1 className="mt-2 text-xl font-bold tracking-tight md:text-2xl">{data.title}</h1>
          <p className="mt-1 text-sm text-ink-muted">{data.streamer.name}</p>
        </div>
        <aside aria-labelledby="offers-title">
          <h2 id="offers-title" className="text-lg font-bold">
            {t('offeredHere')}
          </h2>
          <div className="mt-3">
            {offers.ok ? (
              <OfferList offers={offers.data} moneyLocale={moneyLocaleOf(locale, region?.code)} />
            ) : (
              <ErrorState title={t('loadFailed')} />
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}
