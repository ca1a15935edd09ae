import type { Metadata } from 'next';
import Link from 'next/link';
import { clsx } from 'clsx';
import { getFormatter, getTranslations } from 'next-intl/server';
import { LiveBanners } from '../../components/live/LiveBanners.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { getStreamCategories, getStreamFeed } from '../../lib/live/server-live.ts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('live');
  return { title: t('title'), description: t('metaDescription') };
}

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const number = (value: string | string[] | undefined) => {
  const parsed = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(parsed) && parsed > 0 && parsed < 2_147_483_647 ? parsed : null;
};

/** Live and recorded shopping streams, by category (docs/live-streams.md). */
export default async function LivePage({ searchParams }: Props) {
  const query = await searchParams;
  const categoryId = number(query.category);
  const [t, format, categories, feed] = await Promise.all([
    getTranslations('live'),
    getFormatter(),
    getStreamCategories(),
    getStreamFeed(categoryId, 1),
  ]);
  const category = categories.ok
    ? categories.data.find((candidate) => candidate.id === categoryId)
    : undefined;
  const tab = (active: boolean) =>
    clsx(
      'inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-semibold',
      active
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-line bg-surface text-ink hover:border-brand-300',
    );
  return (
    <div className="container-page py-6 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('heading')}</h1>
      <p className="mt-1 text-sm text-ink-muted">{t('intro')}</p>
      {categories.ok ? (
        <nav aria-label={t('categories')} className="mt-5">
          <ul className="scrollbar-none flex gap-2 overflow-x-auto pb-1">
            <li>
              <Link href="/live" className={tab(categoryId === null)}>
                {t('all')}
              </Link>
            </li>
            {categories.data.map((category) => (
              <li key={category.id}>
                <Link
                  href={`/live?category=${category.id}`}
                  className={tab(categoryId === category.id)}
                  aria-current={categoryId === category.id ? 'page' : undefined}
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <LiveBanners product={category?.slug ?? 'all'} />
      {!feed.ok ? (
        <div className="mt-8">
          <ErrorState title={t('loadFailed')} />
        </div>
      ) : feed.data.data.length === 0 ? (
        <div className="mt-8">
          <EmptyState icon="camera" title={t('empty')} body={t('emptyBody')} />
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="stream-feed">
          {feed.data.data.map((stream) => (
            <li key={stream.id}>
              <Link
                href={`/live/${stream.id}`}
                className="group block overflow-hidden rounded-xl border border-line bg-surface shadow-card hover:shadow-raised"
              >
                <div className="relative aspect-video bg-black">
                  {stream.poster ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a small still, no optimiser needed
                    <img src={stream.poster} alt="" className="h-full w-full object-cover" />
                  ) : null}
                  <span
                    className={clsx(
                      'absolute top-2 left-2 rounded px-2 py-0.5 text-xs font-bold text-white',
                      stream.status === 'live' ? 'bg-danger' : 'bg-black/70',
                    )}
                  >
                    {t(stream.status)}
                  </span>
                  <span className="absolute right-2 bottom-2 rounded bg-black/70 px-2 py-0.5 text-xs text-white">
                    {t('viewers', { count: stream.viewer_count })}
                  </span>
                </div>
                <div className="p-3">
                  <h2 className="line-clamp-2 font-semibold group-hover:text-brand-800">
                    {stream.title}
                  </h2>
                  <p className="mt-1 text-sm text-ink-muted">
                    {stream.streamer.name} · {stream.category.name} ·{' '}
                    {t('offers', { count: stream.offer_count })}
                  </p>
                  <p className="mt-0.5 text-xs text-ink-subtle">
                    {format.relativeTime(new Date(stream.started_at))}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
