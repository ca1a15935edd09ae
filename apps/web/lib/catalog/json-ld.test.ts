import { describe, expect, it } from 'vitest';
import { productJsonLd, serializeJsonLd } from './json-ld.ts';
import type { Product } from './types.ts';

const product: Product = {
  id: 42,
  title: 'Roll-top backpack </script><script>alert(1)</script>',
  title_original: '卷顶背包',
  image: '/img/1.svg',
  images: ['/img/1.svg', 'https://cdn.example/2.jpg'],
  source_site: 'taobao',
  source_url: 'https://item.taobao.com/item.htm?id=1',
  shop: { id: 's1', name: 'Carryall' },
  category_id: 3,
  category: { id: 3, slug: 'backpacks', name: 'Backpacks', parent_id: null },
  attributes: [],
  variations: {
    properties: [],
    skus: [{ id: 'a', value_ids: [], stock: 0, weight_grams: 1, price_tiers: [] }],
  },
  price: { amount: 125_050, currency: 'BDT' },
  original_price: { amount: 8_950, currency: 'CNY' },
  max_price: { amount: 130_000, currency: 'BDT' },
  rating: 4.6,
  review_count: 12,
  sales_count: 300,
  campaign: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('product JSON-LD', () => {
  it('describes the product with offers in the page currency and absolute images', () => {
    const data = productJsonLd(product, 'https://shop.example/products/42');
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: '42',
      image: ['https://shop.example/img/1.svg', 'https://cdn.example/2.jpg'],
      brand: { name: 'Carryall' },
      category: 'Backpacks',
      offers: {
        priceCurrency: 'BDT',
        lowPrice: '1250.50',
        highPrice: '1300.00',
        availability: 'https://schema.org/OutOfStock',
      },
      aggregateRating: { ratingValue: 4.6, reviewCount: 12 },
    });
  });

  it('leaves out the rating of an unreviewed product', () => {
    expect(productJsonLd({ ...product, review_count: 0 }, 'https://x.example/')).not.toHaveProperty(
      'aggregateRating',
    );
  });

  it('cannot close its script element', () => {
    const json = serializeJsonLd(productJsonLd(product, 'https://x.example/'));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe(product.title);
  });
});
