import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Countdown } from '../../components/campaigns/Countdown.tsx';
import { ProductRail } from '../../components/catalog/ProductRail.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { buttonClasses } from '../../components/ui/Button.tsx';
import { getCampaigns } from '../../lib/campaigns/server-campaigns.ts';
import { moneyLocale as moneyLocaleOf } from '../../lib/pricing.ts';
import { getCurrentRegion } from '../../lib/server-api.ts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('campaigns');
  return { title: t('title'), description: t('metaDescription') };
}

/** Every running and upcoming campaign of the visitor's region (docs/campaigns.md). */
export default async function CampaignsPage() {
  const [t, locale, region, campaigns] = await Promise.all([
    getTranslations('campaigns'),
    getLocale(),
    getCurrentRegion(),
    getCampaigns(),
  ]);
  const moneyLocale = moneyLocaleOf(locale, region?.code);
  return (
    <div className="py-6 md:py-10">
      <div className="container-page">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t('listHeading')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('listIntro')}</p>
      </div>
      {!campaigns.ok ? (
        <div className="container-page mt-8">
          <ErrorState title={t('empty')} />
        </div>
      ) : campaigns.data.length === 0 ? (
        <div className="container-page mt-8">
          <EmptyState
            icon="gift"
            title={t('empty')}
            body={t('emptyBody')}
            action={
              <Link href="/search" className={buttonClasses()}>
                {t('open')}
              </Link>
            }
          />
        </div>
      ) : (
        // One column that may shrink below its content: a swipeable product rail is as wide as
        // all its products, and a grid item's automatic minimum width would widen the page to it.
        <ul className="mt-6 grid grid-cols-1 gap-10" data-testid="campaign-list">
          {campaigns.data.map((campaign) => (
            <li key={campaign.id} className="min-w-0">
              <section aria-labelledby={`campaign-${campaign.id}`}>
                <div className="container-page">
                  <Link
                    href={`/campaigns/${campaign.slug}`}
                    className="relative block overflow-hidden rounded-2xl bg-accent-700 text-white"
                  >
                    {campaign.banner ? (
                      // eslint-disable-next-line @next/next/no-img-element -- SVG banners need no optimiser
                      <img
                        src={campaign.banner}
                        alt=""
                        className="absolute inset-0 h-full w-full object-cover"
                      />
                    ) : null}
                    <div className="relative p-5 md:p-8">
                      <p className="text-xs font-bold tracking-wider uppercase">
                        {t(campaign.status === 'running' ? 'running' : 'upcoming')}
                      </p>
                      <h2
                        id={`campaign-${campaign.id}`}
                        className="mt-1 text-2xl font-extrabold md:text-3xl"
                      >
                        {campaign.title}
                      </h2>
                      {campaign.best_discount_bps ? (
                        <p className="mt-1 font-semibold">
                          {t('upTo', { percent: campaign.best_discount_bps / 10_000 })}
                        </p>
                      ) : null}
                      <Countdown
                        until={
                          campaign.status === 'running' ? campaign.ends_at : campaign.starts_at
                        }
                        kind={campaign.status === 'running' ? 'ends' : 'starts'}
                        className="mt-3 inline-block rounded-md bg-black/25 px-2 py-1 text-sm font-semibold tabular-nums"
                      />
                    </div>
                  </Link>
                </div>
                {campaign.status === 'running' && campaign.products?.length ? (
                  <div className="mt-4">
                    <ProductRail products={campaign.products} moneyLocale={moneyLocale} />
                  </div>
                ) : null}
              </section>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
