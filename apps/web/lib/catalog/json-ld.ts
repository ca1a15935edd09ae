import { minorDigits } from '@crossport/money';
import type { Product } from './types.ts';

function decimal(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}

/** schema.org Product for search engines, priced in the currency the page shows. */
export function productJsonLd(product: Product, pageUrl: string): Record<string, unknown> {
  const inStock =
    product.variations.skus.length === 0
      ? true
      : product.variations.skus.some((sku) => sku.stock > 0);
  const absolute = (src: string) => new URL(src, pageUrl).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    image: product.images.map(absolute),
    sku: String(product.id),
    url: pageUrl,
    ...(product.category ? { category: product.category.name } : {}),
    ...(product.shop ? { brand: { '@type': 'Brand', name: product.shop.name } } : {}),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: product.price.currency,
      lowPrice: decimal(product.price.amount, product.price.currency),
      highPrice: decimal(product.max_price.amount, product.max_price.currency),
      offerCount: Math.max(product.variations.skus.length, 1),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(product.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.review_count,
          },
        }
      : {}),
  };
}

/** JSON for a `<script>` element: `<` escaped so a title cannot close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
