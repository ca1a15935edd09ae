import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { categoryHref } from '../../lib/catalog/product-href.ts';
import type { ProductSummary } from '../../lib/catalog/types.ts';
import { ProductRail } from '../catalog/ProductRail.tsx';
import { Icon } from '../icons.tsx';

/** Best sellers of one category, with a way into the whole category. */
export function CategoryRail({
  category,
  products,
  moneyLocale,
}: {
  category: { id: number; name: string };
  products: readonly ProductSummary[];
  moneyLocale: string;
}) {
  const t = useTranslations('catalog.categoryRail');
  if (products.length === 0) return null;
  const titleId = `category-rail-${category.id}`;
  return (
    <section aria-labelledby={titleId} className="mt-14">
      <div className="container-page flex items-end justify-between gap-4">
        <h2 id={titleId} className="text-2xl font-bold tracking-tight">
          {t('title', { category: category.name })}
        </h2>
        <Link
          href={categoryHref(category.id)}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          {t('seeAll')}
          <Icon name="arrowRight" size={16} />
        </Link>
      </div>
      <ProductRail products={products} moneyLocale={moneyLocale} />
    </section>
  );
}
