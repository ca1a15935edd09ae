import type { z } from 'zod';
import { Invalid, NotFound, Unprocessable } from '../../platform/errors.ts';
import { HarvestError } from '../catalog/harvest/harvest-error.ts';
import { parseHarvestUrl } from '../catalog/harvest/url-guard.ts';
import { priceInRegion } from '../catalog/pricing.ts';
import type { CatalogRepository, ProductRow } from '../catalog/repository.ts';
import type { RegionTermsOf } from '../regions/exchange-terms.ts';
import type { WishlistItemRow, WishlistRepository } from './repository.ts';
import type { WishlistItemSchema } from './schemas.ts';

type WishlistItem = z.infer<typeof WishlistItemSchema>;

export interface WishlistCaller {
  customerId: number;
  identityId: string;
  regionCode: string | null;
}

export function createWishlistService(deps: {
  repository: WishlistRepository;
  catalog: CatalogRepository;
  regionTerms: RegionTermsOf;
}) {
  const { repository, catalog } = deps;

  async function present(caller: WishlistCaller, rows: WishlistItemRow[]): Promise<WishlistItem[]> {
    const [{ terms }, discountBps, products] = await Promise.all([
      deps.regionTerms(caller.regionCode),
      catalog.customerDiscountBps(caller.identityId),
      catalog.productsByIds(rows.map((r) => r.productId)),
    ]);
    const byId = new Map(products.map((p) => [p.id, p]));
    return rows.map((row) => {
      const product: ProductRow | undefined = byId.get(row.productId);
      return {
        id: row.id,
        product_id: row.productId,
        title: product?.title ?? 'This product is no longer available',
        image: product?.images[0] ?? null,
        source_site: product?.sourceSite ?? '',
        source_url: product?.sourceUrl ?? '',
        shop: product?.shopId
          ? { id: product.shopId, name: product.shopName ?? product.shopId }
          : null,
        price: product ? priceInRegion(product.priceMin, terms, discountBps) : null,
        available: Boolean(product),
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  async function addProduct(caller: WishlistCaller, productId: number, field: string) {
    if (!(await catalog.findProduct(productId))) {
      throw new Invalid('This product is not in the catalog.', [
        { field, message: `Unknown product ${productId}` },
      ]);
    }
    const [item] = await present(caller, [await repository.add(caller.customerId, productId)]);
    return item as WishlistItem;
  }

  return {
    async page(caller: WishlistCaller, page: number, perPage: number) {
      const { rows, total } = await repository.page(
        caller.customerId,
        perPage,
        (page - 1) * perPage,
      );
      return { data: await present(caller, rows), pagination: { page, per_page: perPage, total } };
    },

    productIds: (customerId: number) => repository.productIds(customerId),

    add: (caller: WishlistCaller, productId: number) =>
      addProduct(caller, productId, 'body.product_id'),

    /**
     * Wishes for a product by its shop link. Links the catalog knows (imported before, or by
     * its link import at `POST /api/product/customer/v1/harvest-jobs`) are added at once;
     * others answer 422 so the web can start the import and retry with the same link.
     */
    async addByUrl(caller: WishlistCaller, rawUrl: string) {
      let normalised: string;
      try {
        normalised = parseHarvestUrl(rawUrl).toString();
      } catch (error) {
        if (error instanceof HarvestError) {
          throw new Invalid(error.message, [{ field: 'body.url', message: error.code }]);
        }
        throw error;
      }
      const product =
        (await catalog.findProductBySourceUrl(rawUrl.trim())) ??
        (await catalog.findProductBySourceUrl(normalised));
      if (!product) {
        throw new Unprocessable(
          'We have not imported this product yet. Import the link first, then add it again.',
          [{ field: 'body.url', message: 'not_imported' }],
        );
      }
      return addProduct(caller, product.id, 'body.url');
    },

    async remove(customerId: number, id: number): Promise<void> {
      if (!(await repository.remove(customerId, id))) throw new NotFound(`Wishlist item ${id}`);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
