import { money } from '@crossport/money';
import { useTranslations } from 'next-intl';
import type { RegionSettings } from '../../lib/api-types.ts';
import { popularPicks } from '../../lib/popular-picks.ts';
import { priceInRegion } from '../../lib/pricing.ts';
import { ProductCard } from '../ProductCard.tsx';

export function PopularPicks({
  settings,
  regionName,
  moneyLocale,
}: {
  settings: RegionSettings | null;
  regionName: string | null;
  moneyLocale: string;
}) {
  const t = useTranslations('home.picks');
  return (
    <section aria-labelledby="picks-title" className="mt-14">
      <div className="container-page">
        <h2 id="picks-title" className="text-2xl font-bold tracking-tight">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {t('subtitle')}
          {regionName ? ` ${t('priceNote', { region: regionName })}` : null}
        </p>
      </div>
      <ul className="container-page scrollbar-none mt-5 flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 md:grid md:grid-cols-4 md:gap-4 md:overflow-visible">
        {popularPicks.map((product) => (
          <li key={product.id} className="w-[62%] shrink-0 snap-start sm:w-[58%] md:w-auto">
            <ProductCard
              product={product}
              price={priceInRegion(money(product.priceFen, 'CNY'), settings)}
              moneyLocale={moneyLocale}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
