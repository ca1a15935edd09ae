import type { CatalogRepository, ProductRow } from './repository.ts';

/** A product as the catalog stores it: other modules price and show it, never change it. */
export type CatalogProduct = ProductRow;

/**
 * What other modules may read of the catalog (cart, wishlist): products by id or shop link,
 * and the caller's own discount. Read-only, so a cart never writes catalog rows.
 */
export type CatalogProducts = Pick<
  CatalogRepository,
  'findProduct' | 'productsByIds' | 'findProductBySourceUrl' | 'customerDiscountBps'
>;

export function catalogProducts(repository: CatalogRepository): CatalogProducts {
  return {
    findProduct: repository.findProduct,
    productsByIds: repository.productsByIds,
    findProductBySourceUrl: repository.findProductBySourceUrl,
    customerDiscountBps: repository.customerDiscountBps,
  };
}
