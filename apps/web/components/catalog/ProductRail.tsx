import type { ProductSummary } from '../../lib/catalog/types.ts';
import { ProductCard } from '../ProductCard.tsx';

/**
 * A row of products: swipeable on phones, a grid from tablets up. `leading`: the page's first
 * screen shows it (a phone's home opens on its first rail), so its first photos load at once.
 */
export function ProductRail({
  products,
  moneyLocale,
  leading = false,
}: {
  products: readonly ProductSummary[];
  moneyLocale: string;
  leading?: boolean;
}) {
  return (
    <ul className="container-page scrollbar-none mt-5 flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 md:grid md:grid-cols-4 md:gap-4 md:overflow-visible">
      {products.map((product, index) => (
        <li key={product.id} className="w-[62%] shrink-0 snap-start sm:w-[58%] md:w-auto">
          <ProductCard
            product={product}
            moneyLocale={moneyLocale}
            priority={leading && (index === 0 ? 'lcp' : index < 4)}
          />
        </li>
      ))}
    </ul>
  );
}
