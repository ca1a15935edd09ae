import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { productHref } from '../lib/catalog/product-href.ts';
import type { ProductSummary } from '../lib/catalog/types.ts';
import { ProductImage } from './catalog/ProductImage.tsx';
import { ProductPrice } from './catalog/ProductPrice.tsx';
import { Stars } from './catalog/Stars.tsx';

export function ProductCard({
  product,
  moneyLocale,
  priority = false,
}: {
  product: ProductSummary;
  /** The locale amounts are formatted in, e.g. `en-US`. */
  moneyLocale: string;
  /** How early its photo loads (ProductImage). */
  priority?: boolean | 'lcp';
}) {
  const t = useTranslations('catalog');
  return (
    <article
      data-testid="product-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-card transition-shadow hover:shadow-raised"
    >
      <ProductImage
        src={product.image}
        alt=""
        priority={priority}
        className="transition-transform group-hover:[&_img]:scale-[1.03] [&_img]:transition-transform"
      />
      {product.campaign ? (
        <span
          data-testid="campaign-badge"
          className="absolute top-2 left-2 rounded-md bg-accent-600 px-2 py-0.5 text-xs font-bold text-white"
        >
          {t('campaignOff', { percent: product.campaign.discount_bps / 10_000 })}
        </span>
      ) : null}
      <div className="flex flex-1 flex-col gap-1.5 p-3 md:p-4">
        <h3 className="line-clamp-2 text-sm leading-snug font-medium text-ink">
          <Link href={productHref(product.id)} className="after:absolute after:inset-0">
            {product.title}
          </Link>
        </h3>
        {product.shop ? (
          <p className="truncate text-xs text-ink-subtle">
            {t('soldBy', { shop: product.shop.name })}
          </p>
        ) : null}
        {product.review_count > 0 ? (
          <p className="flex items-center gap-1.5 text-xs text-ink-muted">
            <Stars rating={product.rating} size={12} />
            <span>{t('soldCount', { count: product.sales_count })}</span>
          </p>
        ) : null}
        <div className="mt-auto pt-2">
          <ProductPrice
            price={product.price}
            original={product.original_price}
            regular={product.campaign?.regular_price}
            moneyLocale={moneyLocale}
          />
        </div>
      </div>
    </article>
  );
}
