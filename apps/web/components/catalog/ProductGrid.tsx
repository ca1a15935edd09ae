import type { ProductSummary } from '../../lib/catalog/types.ts';
import { ProductCard } from '../ProductCard.tsx';

export function ProductGrid({
  products,
  moneyLocale,
}: {
  products: readonly ProductSummary[];
  moneyLocale: string;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            moneyLocale={moneyLocale}
            priority={index === 0 ? 'lcp' : index < 4}
          />
        </li>
      ))}
    </ul>
  );
}
