import type { z } from 'zod';
import { DomainError, Invalid, NotFound } from '../../platform/errors.ts';
import {
  HarvestError,
  parseHarvestUrl,
  priceInRegion,
  type CatalogProduct as ProductRow,
  type CatalogProducts,
  type HarvestJobSchema,
} from '../catalog/index.ts';
import type { Caller } from '../customers/index.ts';
import type { RegionTermsOf } from '../regions/index.ts';
import type { WishlistItemRow, WishlistLinkImportRow, WishlistRepository } from './repository.ts';
import type { WishlistItemSchema, WishlistLinkImportSchema } from './schemas.ts';

type WishlistItem = z.infer<typeof WishlistItemSchema>;
type WishlistLinkImport = z.infer<typeof WishlistLinkImportSchema>;
type HarvestJob = z.infer<typeof HarvestJobSchema>;

function toLinkImport(row: WishlistLinkImportRow, job: HarvestJob): WishlistLinkImport {
  return {
    id: row.id,
    url: row.url,
    harvest_job: job,
    created_at: row.createdAt.toISOString(),
  };
}

export function createWishlistService(deps: {
  repository: WishlistRepository;
  catalog: CatalogProducts;
  regionTerms: RegionTermsOf;
  /** The catalog's link import (`POST .../harvest-jobs`): queues a job, or finds one running. */
  /** Starts a catalog import for the signed-in identity (so the product is listed). */
  importLink: (url: string, identityId: string) => Promise<HarvestJob>;
  /** The catalog's link imports by id (the wishlist never reads the catalog's tables). */
  harvestJobs: (ids: string[]) => Promise<HarvestJob[]>;
}) {
  const { repository, catalog } = deps;

  /**
   * Turns the customer's finished link imports into wishlist items; answers the imports
   * still running or failed, each with its job.
   */
  async function settleLinkImports(customerId: number) {
    const rows = await repository.listLinkImports(customerId);
    const jobs = new Map(
      (await deps.harvestJobs(rows.map((r) => r.harvestJobId))).map((j) => [j.id, j]),
    );
    const imported = rows.flatMap((row) => {
      const job = jobs.get(row.harvestJobId);
      return job?.status === 'succeeded' && job.product_id !== null
        ? [{ harvestJobId: row.harvestJobId, productId: job.product_id }]
        : [];
    });
    await repository.settleLinkImports(customerId, imported);
    const settled = new Set(imported.map((i) => i.harvestJobId));
    return rows.flatMap((row) => {
      const job = jobs.get(row.harvestJobId);
      return job && !settled.has(row.harvestJobId) ? [toLinkImport(row, job)] : [];
    });
  }

  async function present(caller: Caller, rows: WishlistItemRow[]): Promise<WishlistItem[]> {
    const [{ terms }, discountBps, products] = await Promise.all([
      deps.regionTerms(caller.regionCode),
      catalog.customerDiscountBps(caller.identityId),
      catalog.productsByIds(
        rows.map((r) => r.productId),
        caller.regionCode,
      ),
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

  async function addProduct(caller: Caller, productId: number, field: string) {
    if (!(await catalog.findProduct(productId))) {
      throw new Invalid('This product is not in the catalog.', [
        { field, message: `Unknown product ${productId}` },
      ]);
    }
    const [item] = await present(caller, [await repository.add(caller.customerId, productId)]);
    return item as WishlistItem;
  }

  return {
    forgetCustomer: repository.forgetCustomer,
    async page(caller: Caller, page: number, perPage: number) {
      await settleLinkImports(caller.customerId);
      const { rows, total } = await repository.page(
        caller.customerId,
        perPage,
        (page - 1) * perPage,
      );
      return { data: await present(caller, rows), pagination: { page, per_page: perPage, total } };
    },

    async productIds(customerId: number): Promise<number[]> {
      await settleLinkImports(customerId);
      return repository.productIds(customerId);
    },

    add: (caller: Caller, productId: number) => addProduct(caller, productId, 'body.product_id'),

    /**
     * Wishes for a product by its shop link. A link the catalog knows is added at once; any
     * other starts the catalog's link import and is kept as a link import that becomes a
     * wishlist item when the import succeeds.
     */
    async addByUrl(
      caller: Caller,
      rawUrl: string,
    ): Promise<{ item: WishlistItem } | { linkImport: WishlistLinkImport }> {
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
      if (product) return { item: await addProduct(caller, product.id, 'body.url') };
      let job: HarvestJob;
      try {
        job = await deps.importLink(rawUrl, caller.identityId);
      } catch (error) {
        // The catalog names its own query field; here the link came in the body.
        if (error instanceof DomainError && error.details) {
          throw new DomainError(
            error.status,
            error.code,
            error.message,
            error.details.map((d) => ({ ...d, field: 'body.url' })),
          );
        }
        throw error;
      }
      const row = await repository.addLinkImport(caller.customerId, job.id, rawUrl.trim());
      return { linkImport: toLinkImport(row, job) };
    },

    linkImports: (customerId: number): Promise<WishlistLinkImport[]> =>
      settleLinkImports(customerId),

    async removeLinkImport(customerId: number, id: number): Promise<void> {
      if (!(await repository.removeLinkImport(customerId, id))) {
        throw new NotFound(`Wishlist link import ${id}`);
      }
    },

    async remove(customerId: number, id: number): Promise<void> {
      if (!(await repository.remove(customerId, id))) throw new NotFound(`Wishlist item ${id}`);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
