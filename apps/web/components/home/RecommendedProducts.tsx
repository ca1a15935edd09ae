import { useTranslations } from 'next-intl';
import type { Loaded } from '../../lib/catalog/server-catalog.ts';
import type { ProductSummary } from '../../lib/catalog/types.ts';
import { ProductRail } from '../catalog/ProductRail.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';

export function RecommendedProducts({
  products,
  regionName,
  moneyLocale,
}: {
  products: Loaded<ProductSummary[]>;
  regionName: string | null;
  moneyLocale: string;
}) {
  const t = useTranslations('catalog.recommended');
  return (
    <section aria-labelledby="picks-title" className="mt-14">
      <div className="container-page flex items-end justify-between gap-4">
        <div>
          <h2 id="picks-title" className="text-2xl font-bold tracking-tight">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {t('subtitle')}
            {regionName ? ` ${t('priceNote', { region: regionName })}` : null}
          </p>
        </div>
      </div>
      {!products.ok ? (
        <div className="container-page mt-5">
          <ErrorState title={t('failed')} body={t('failedBody')} />
        </div>
      ) : products.data.length === 0 ? (
        <p className="container-page mt-5 text-sm text-ink-muted">{t('empty')}</p>
      ) : (
        <ProductRail products={products.data} moneyLocale={moneyLocale} />
      )}
    </section>
  );
}
