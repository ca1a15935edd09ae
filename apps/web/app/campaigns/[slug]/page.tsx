import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Countdown } from '../../../components/campaigns/Countdown.tsx';
import { ProductGrid } from '../../../components/catalog/ProductGrid.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { getCampaign, getCampaignProducts } from '../../../lib/campaigns/server-campaigns.ts';
import { moneyLocale as moneyLocaleOf } from '../../../lib/pricing.ts';
import { getCurrentRegion } from '../../../lib/server-api.ts';

interface Props {
  params: Promise<{ slug: string }>;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const t = await getTranslations('campaigns');
  const campaign = SLUG.test(slug) ? await getCampaign(slug) : null;
  if (!campaign?.ok) return { title: t('notFound') };
  return {
    title: campaign.data.title,
    description: campaign.data.subtitle ?? t('metaDescription'),
  };
}

/** A campaign's landing page: banner, countdown and its products at their campaign prices. */
export default async function CampaignPage({ params }: Props) {
  const { slug } = await params;
  if (!SLUG.test(slug) || slug.length > 80) notFound();
  const [t, locale, region, campaign] = await Promise.all([
    getTranslations('campaigns'),
    getLocale(),
    getCurrentRegion(),
    getCampaign(slug),
  ]);
  if (!campaign.ok) {
    if (campaign.status === 404) notFound();
    return (
      <div className="container-page py-10">
        <ErrorState title={t('notFound')} />
      </div>
    );
  }
  const data = campaign.data;
  const products = data.status === 'ended' ? null : await getCampaignProducts(data.id, 1);
  const moneyLocale = moneyLocaleOf(locale, region?.code);
  const running = data.status === 'running';

  return (
    <div className="pb-10">
      <section
        data-testid="campaign-hero"
        className="relative overflow-hidden bg-accent-700 text-white"
        aria-labelledby="campaign-title"
      >
        {data.banner ? (
          // eslint-disable-next-line @next/next/no-img-element -- SVG banners need no optimiser
          <img src={data.banner} alt="" className="absolute inset-0 h-full w-full object-cover" />
        ) : null}
        <div className="relative container-page py-8 md:py-14">
          <nav aria-label={t('breadcrumb')} className="text-sm text-white/85">
            <Link href="/" className="hover:underline">
              {t('home')}
            </Link>
            {' / '}
            <Link href="/campaigns" className="hover:underline">
              {t('title')}
            </Link>
          </nav>
          <p className="mt-4 text-xs font-bold tracking-wider uppercase">
            {t(running ? 'running' : data.status === 'upcoming' ? 'upcoming' : 'ended')}
          </p>
          <h1 id="campaign-title" className="mt-1 text-3xl font-extrabold md:text-5xl">
            {data.title}
          </h1>
          {data.subtitle ? (
            <p className="mt-2 max-w-xl text-base md:text-lg">{data.subtitle}</p>
          ) : null}
          {data.status !== 'ended' ? (
            <Countdown
              until={running ? data.ends_at : data.starts_at}
              kind={running ? 'ends' : 'starts'}
              className="mt-4 inline-block rounded-lg bg-black/30 px-3 py-2 text-lg font-bold tabular-nums"
            />
          ) : null}
        </div>
      </section>

      <div className="container-page mt-8">
        {data.status === 'ended' ? (
          <EmptyState icon="clock" title={t('ended')} body={t('endedBody')} />
        ) : products && products.ok ? (
          <>
            <h2 className="text-xl font-bold tracking-tight">
              {t('productsHeading')}{' '}
              <span className="text-base font-medium text-ink-muted">
                {t('products', { count: products.data.pagination.total })}
              </span>
            </h2>
            <div className="mt-4" data-testid="campaign-products">
              <ProductGrid products={products.data.data} moneyLocale={moneyLocale} />
            </div>
          </>
        ) : (
          <ErrorState title={t('notFound')} />
        )}
      </div>
    </div>
  );
}
