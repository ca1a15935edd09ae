import { atCampaignPrice, type CampaignPriceLookup } from './campaign-prices.ts';
import type { CatalogRepository, ProductRow } from './repository.ts';

/** A product as the catalog stores it: other modules price and show it, never change it. */
export type CatalogProduct = ProductRow;

/**
 * What other modules may read of the catalog (cart, wishlist): products by id or shop link,
 * and the caller's own discount. Read-only, so a cart never writes catalog rows.
 */
export type CatalogProducts = Pick<
  CatalogRepository,
  'findProductBySourceUrl' | 'customerDiscountBps' | 'shippingCategorySlugs'
> & {
  /** At the price a shopper in this region pays now: a running campaign's, else the regular. */
  findProduct(id: number, regionCode?: string | null): Promise<ProductRow | null>;
  productsByIds(ids: number[], regionCode?: string | null): Promise<ProductRow[]>;
};

export function catalogProducts(
  repository: CatalogRepository,
  campaignPrices: CampaignPriceLookup,
): CatalogProducts {
  async function atCurrentPrices(rows: ProductRow[], regionCode: string | null) {
    if (!rows.length) return rows;
    const running = await campaignPrices(
      rows.map((row) => row.id),
      regionCode,
    );
    return rows.map((row) => {
      const price = running.get(row.id);
      return price ? atCampaignPrice(row, price.discountBps) : row;
    });
  }
  return {
    async findProduct(id, regionCode = null) {
      const row = await repository.findProduct(id);
      return row ? ((await atCurrentPrices([row], regionCode))[0] ?? null) : null;
    },
    async productsByIds(ids, regionCode = null) {
      return atCurrentPrices(await repository.productsByIds(ids), regionCode);
    },
    findProductBySourceUrl: repository.findProductBySourceUrl,
    customerDiscountBps: repository.customerDiscountBps,
    shippingCategorySlugs: repository.shippingCategorySlugs,
  };
}
