import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { categoryHref } from '../../lib/catalog/product-href.ts';
import type { Loaded } from '../../lib/catalog/server-catalog.ts';
import type { NavCategory } from '../../lib/catalog/types.ts';
import { ErrorState } from '../ui/ErrorState.tsx';

/** The catalog's top categories with a few of their sub-categories, each opening a search. */
export function ShopByCategory({ categories }: { categories: Loaded<NavCategory[]> }) {
  const t = useTranslations('catalog.categories');
  return (
    <section aria-labelledby="shop-categories-title" className="container-page mt-14">
      <h2 id="shop-categories-title" className="text-2xl font-bold tracking-tight">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('subtitle')}</p>
      <div className="mt-5">
        {!categories.ok ? (
          <ErrorState title={t('failed')} />
        ) : categories.data.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('empty')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-5">
            {categories.data.map((category) => (
              <li
                key={category.id}
                data-testid="nav-category"
                className="group relative flex flex-col rounded-lg border border-line bg-surface p-4 shadow-card transition-shadow hover:shadow-raised"
              >
                <span
                  className="mb-3 grid h-10 w-10 place-items-center rounded-full bg-brand-50 text-base font-bold text-brand-700 group-hover:bg-brand-100"
                  aria-hidden
                >
                  {Array.from(category.name)[0]}
                </span>
                <Link
                  href={categoryHref(category.id)}
                  className="font-semibold text-ink after:absolute after:inset-0 group-hover:text-brand-800"
                >
                  {category.name}
                </Link>
                {category.children.length > 0 ? (
                  <p className="mt-1 line-clamp-2 text-xs text-ink-subtle">
                    {category.children
                      .slice(0, 4)
                      .map((child) => child.name)
                      .join(' · ')}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
