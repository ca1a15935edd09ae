import { formatMoney } from '@crossport/money';
import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { ProductRail } from '../../../components/catalog/ProductRail.tsx';
import { ProductReviews } from '../../../components/catalog/ProductReviews.tsx';
import { CampaignStrip } from '../../../components/campaigns/CampaignStrip.tsx';
import { ProductShowcase } from '../../../components/catalog/ProductShowcase.tsx';
import { Stars } from '../../../components/catalog/Stars.tsx';
import { Icon } from '../../../components/icons.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { productJsonLd, serializeJsonLd } from '../../../lib/catalog/json-ld.ts';
import { categoryHref, productHref, productIdOrNull } from '../../../lib/catalog/product-href.ts';
import {
  REVIEWS_PER_PAGE,
  getDescription,
  getProduct,
  getRelated,
  getReviews,
} from '../../../lib/catalog/server-catalog.ts';
import { SESSION_COOKIE } from '../../../lib/preferences.ts';
import { moneyLocale as moneyLocaleOf } from '../../../lib/pricing.ts';
import { getCurrentRegion } from '../../../lib/server-api.ts';

interface Props {
  params: Promise<{ id: string }>;
}

const META_DESCRIPTION_MAX = 160;

async function load(params: Props['params']) {
  const id = productIdOrNull((await params).id);
  if (id === null) notFound();
  const product = await getProduct(id);
  if (!product.ok && product.status === 404) notFound();
  return { id, product };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { product } = await load(params);
  if (!product.ok) return { title: (await getTranslations('productPage'))('title') };
  const [t, locale, region] = await Promise.all([
    getTranslations('productPage'),
    getLocale(),
    getCurrentRegion(),
  ]);
  const { data } = product;
  const description = t('metaDescription', {
    title: data.title,
    price: formatMoney(data.price, moneyLocaleOf(locale, region?.code)),
    shop: data.shop?.name ?? data.source_site,
  });
  return {
    title: data.title,
    description:
      description.length > META_DESCRIPTION_MAX
        ? `${description.slice(0, META_DESCRIPTION_MAX - 1)}…`
        : description,
    alternates: { canonical: productHref(data.id) },
    openGraph: { title: data.title, images: data.images.slice(0, 1), type: 'website' },
  };
}

async function pageUrl(path: string): Promise<string> {
  const incoming = await headers();
  const host = incoming.get('x-forwarded-host') ?? incoming.get('host') ?? '127.0.0.1:3000';
  const protocol = incoming.get('x-forwarded-proto') ?? 'http';
  return new URL(path, `${protocol}://${host}`).toString();
}

export default async function ProductPage({ params }: Props) {
  const { id, product } = await load(params);
  const t = await getTranslations('productPage');
  if (!product.ok) {
    return (
      <div className="container-page py-10">
        <ErrorState title={t('failedTitle')} body={t('failedBody')} />
      </div>
    );
  }
  const [locale, region, description, reviews, related, url, cookieStore] = await Promise.all([
    getLocale(),
    getCurrentRegion(),
    getDescription(id),
    getReviews(id),
    getRelated(id),
    pageUrl(productHref(id)),
    cookies(),
  ]);
  const signedIn = cookieStore.has(SESSION_COOKIE);
  const { data } = product;
  const moneyLocale = moneyLocaleOf(locale, region?.code);

  return (
    <div className="container-page py-6 md:py-10">
      <script
        type="application/ld+json"
        // JSON with `<` escaped: the title cannot end the script element.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(data, url)) }}
      />
      <nav aria-label={t('breadcrumb')} className="mb-4 text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/" className="hover:text-brand-800">
              {t('home')}
            </Link>
          </li>
          {data.category ? (
            <li className="flex items-center gap-1">
              <Icon name="chevronRight" size={14} aria-hidden />
              <Link href={categoryHref(data.category.id)} className="hover:text-brand-800">
                {data.category.name}
              </Link>
            </li>
          ) : null}
        </ol>
      </nav>

      <ProductShowcase
        images={data.images.length > 0 ? data.images : data.image ? [data.image] : []}
        title={data.title}
        heading={
          <>
            <h1 className="text-xl font-bold tracking-tight md:text-2xl">{data.title}</h1>
            {data.title_original !== data.title ? (
              <p lang="zh" className="mt-1 text-sm text-ink-subtle">
                {data.title_original}
              </p>
            ) : null}
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
              {data.review_count > 0 ? (
                <a href="#reviews" className="flex items-center gap-1.5 hover:text-brand-800">
                  <Stars rating={data.rating} />
                  <span>
                    {t('reviewCount', { count: data.review_count, rating: data.rating.toFixed(1) })}
                  </span>
                </a>
              ) : null}
              <span>{t('soldCount', { count: data.sales_count })}</span>
            </div>
            <p className="mt-2 text-sm text-ink-muted">
              {data.shop ? t('soldBy', { shop: data.shop.name }) : null}{' '}
              <a
                href={data.source_url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="font-medium text-brand-700 hover:text-brand-900"
              >
                {t('viewOnSource', { source: data.source_site })}
              </a>
            </p>
            {data.campaign ? <CampaignStrip campaign={data.campaign} /> : null}
          </>
        }
        productId={data.id}
        signedIn={signedIn}
        regionCode={region?.code ?? null}
        variations={data.variations}
        fromPrice={data.price}
        fromOriginal={data.original_price}
        moneyLocale={moneyLocale}
      />

      <div className="mt-12 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="description-title" className="min-w-0">
          <h2 id="description-title" className="text-xl font-bold tracking-tight">
            {t('description')}
          </h2>
          {data.attributes.length > 0 ? (
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-line bg-surface p-4 text-sm">
              {data.attributes.map((attribute) => (
                <div key={attribute.name} className="contents">
                  <dt className="text-ink-muted">{attribute.name}</dt>
                  <dd className="text-ink">{attribute.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {description.ok ? (
            <div
              data-testid="product-description"
              className="mt-4 text-sm leading-relaxed text-ink [&_h2]:mt-4 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_img]:my-3 [&_img]:h-auto [&_img]:max-h-96 [&_img]:max-w-full [&_img]:object-contain [&_img]:rounded-lg [&_li]:mb-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_table]:w-full [&_td]:border [&_td]:border-line [&_td]:p-2 [&_ul]:list-disc [&_ul]:pl-5"
              // The API sanitises product HTML before storing it (issue 4); nothing is added here.
              dangerouslySetInnerHTML={{ __html: description.data.html }}
            />
          ) : (
            <div className="mt-4">
              <ErrorState title={t('descriptionFailed')} />
            </div>
          )}
        </section>
        <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-32">
          <h2 id="reviews-title" className="text-xl font-bold tracking-tight">
            {t('reviewsTitle')}
          </h2>
          <div className="mt-4 rounded-lg border border-line bg-surface p-4">
            <ProductReviews
              productId={id}
              firstPage={reviews.ok ? reviews.data : null}
              perPage={REVIEWS_PER_PAGE}
            />
          </div>
        </section>
      </div>

      {related.ok && related.data.length > 0 ? (
        <section aria-labelledby="related-title" className="-mx-4 mt-14 md:-mx-6">
          <h2 id="related-title" className="container-page text-xl font-bold tracking-tight">
            {t('related')}
          </h2>
          <ProductRail products={related.data.slice(0, 8)} moneyLocale={moneyLocale} />
        </section>
      ) : null}
    </div>
  );
}
