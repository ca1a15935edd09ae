import { useTranslations } from 'next-intl';
import type { ShippingCategory } from '../../lib/regions/types.ts';
import { categoryTree } from '../../lib/categories.ts';
import { ErrorState } from '../ui/ErrorState.tsx';

export function CategoryGrid({ categories }: { categories: ShippingCategory[] | null }) {
  const t = useTranslations('home.categories');
  const tree = categories ? categoryTree(categories) : [];
  return (
    <section aria-labelledby="categories-title" className="container-page mt-14">
      <h2 id="categories-title" className="text-2xl font-bold tracking-tight">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('subtitle')}</p>
      <div className="mt-5">
        {categories === null ? (
          <ErrorState title={t('failed')} />
        ) : tree.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('empty')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
            {tree.map(({ category, children }) => (
              <li
                key={category.id}
                data-testid="shipping-category"
                className="rounded-lg border border-line bg-surface p-4"
              >
                <p className="font-semibold text-ink">{category.name}</p>
                {children.length > 0 ? (
                  <p className="mt-1 line-clamp-2 text-xs text-ink-subtle">
                    {children.map((child) => child.name).join(' · ')}
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
