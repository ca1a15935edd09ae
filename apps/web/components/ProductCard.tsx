import { formatMoney } from '@crossport/money';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { searchHref } from '../lib/keyword.ts';
import type { PopularPick } from '../lib/popular-picks.ts';
import type { SourcePrice } from '../lib/pricing.ts';
import { ProductArt } from './ProductArt.tsx';

export function ProductCard({
  product,
  price,
  moneyLocale,
}: {
  product: PopularPick;
  price: SourcePrice;
  /** The locale amounts are formatted in, e.g. `en-US`. */
  moneyLocale: string;
}) {
  const t = useTranslations('product');
  const shopPrice = formatMoney(price.original, moneyLocale);
  return (
    <article
      data-testid="product-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-card transition-shadow hover:shadow-raised"
    >
      <ProductArt art={product.art} tint={product.tint} />
      <div className="flex flex-1 flex-col gap-1.5 p-3 md:p-4">
        <h3 className="line-clamp-2 text-sm leading-snug font-medium text-ink">
          <Link
            href={searchHref(product.title) ?? '/search'}
            className="after:absolute after:inset-0"
          >
            {product.title}
          </Link>
        </h3>
        <p className="truncate text-xs text-ink-subtle">{t('soldBy', { shop: product.shop })}</p>
        <div className="mt-auto pt-2">
          {price.local ? (
            <p
              data-testid="product-price"
              className="text-base font-bold text-brand-800 md:text-lg"
            >
              {formatMoney(price.local, moneyLocale)}
            </p>
          ) : (
            <p className="text-sm text-ink-muted">{t('priceUnavailable')}</p>
          )}
          <p className="text-xs text-ink-subtle">{t('shopPrice', { price: shopPrice })}</p>
        </div>
      </div>
    </article>
  );
}
