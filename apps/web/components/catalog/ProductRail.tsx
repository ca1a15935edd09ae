import type { ProductSummary } from '../../lib/catalog/types.ts';
import { ProductCard } from '../ProductCard.tsx';

/** A row of products: swipeable on phones, a grid from tablets up. */
export function ProductRail({
  products,
  moneyLocale,
}: {
  products: readonly ProductSummary[];
  moneyLocale: string;
}) {
  return (
    <ul className="container-page scrollbar-none mt-5 flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 md:grid md:grid-cols-4 md:gap-4 md:overflow-visible">
      {products.map((product) => (
        <li key={product.id} className="w-[62%] shrink-0 snap-start sm:w-[58%] md:w-auto">
          <ProductCard product={product} moneyLocale={moneyLocale} />
        </li>
      ))}
    </ul>
  );
}
