import { cachedFor } from '../../platform/cached-for.ts';
import { DomainError } from '../../platform/errors.ts';
import type { CatalogService, RunningCampaignPrice } from '../catalog/index.ts';
import type { CampaignRow, CampaignsRepository, PublishedDiscount } from './repository.ts';

type Catalog = Pick<CatalogService, 'infos' | 'findProduct'>;
/** A shopper, signed in or not: campaign pages are public and priced for the region. */
export type Caller = Parameters<CatalogService['infos']>[1];
type Regions = { name(code: string): Promise<string | null> };
/**
 * How long the published campaigns' discounts are reused. This process forgets it at
 * once when staff save a campaign; another API process sees the change within this time.
 */
const CAMPAIGN_PRODUCTS_CACHE_MS = 10_000;
/** Staff read campaigns without a region of their own: all-regions prices. */
const staffCaller = { regionCode: null, identityId: null };
export type CampaignStatus = 'upcoming' | 'running' | 'ended';

export function statusAt(row: Pick<CampaignRow, 'startsAt' | 'endsAt'>, now: Date): CampaignStatus {
  if (now < row.startsAt) return 'upcoming';
  return now < row.endsAt ? 'running' : 'ended';
}

/**
 * Campaigns (docs/campaigns.md): time-boxed sales whose discounts the catalog applies to
 * every price it hands out while they run (`runningDiscounts`), so the campaign page, the
 * product page, the cart and checkout agree. Reads go by the injected clock.
 */
export function createCampaignsService(deps: {
  repository: CampaignsRepository;
  catalog: Catalog;
  regions: Regions;
  now: () => Date;
}) {
  const { catalog, now } = deps;
  // Every priced catalog answer asks for running discounts: the published campaigns'
  // discounts are kept here, so pricing a page touches no table (a page-cache hit then runs
  // no query). Dates and regions are decided per call, so the injected clock still decides.
  const published = cachedFor(CAMPAIGN_PRODUCTS_CACHE_MS, async () => {
    const byProduct = new Map<number, PublishedDiscount[]>();
    // Best discount first (the repository's order), so the first running one wins.
    for (const row of await deps.repository.publishedDiscounts(now())) {
      const list = byProduct.get(row.productId);
      if (list) list.push(row);
      else byProduct.set(row.productId, [row]);
    }
    return byProduct;
  });
  const repository: CampaignsRepository = {
    ...deps.repository,
    async save(id, write) {
      try {
        return await deps.repository.save(id, write);
      } finally {
        published.invalidate();
      }
    },
  };

  async function present(
    row: CampaignRow,
    caller: Caller,
    expand: { region?: boolean; products?: boolean } = {},
  ) {
    const base = {
      id: row.id,
      slug: row.slug,
      title: row.title,
      subtitle: row.subtitle,
      banner: row.banner,
      region_code: row.regionCode,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      status: statusAt(row, now()),
      product_count: row.productCount,
      best_discount_bps: row.bestDiscountBps,
    };
    const [region, products] = await Promise.all([
      expand.region && row.regionCode
        ? deps.regions
            .name(row.regionCode)
            .then((name) => ({ code: row.regionCode!, name: name ?? row.regionCode! }))
        : Promise.resolve(null),
      expand.products
        ? repository.productIds([row.id], 1, 8).then(({ ids }) => catalog.infos(ids, caller))
        : Promise.resolve(undefined),
    ]);
    return {
      ...base,
      ...(expand.region ? { region } : {}),
      ...(products ? { products } : {}),
    };
  }

  /** A published campaign a shopper may open (running, upcoming or just ended); else 404. */
  async function visible(row: CampaignRow | null, label: string) {
    if (!row || !row.published)
      throw new DomainError(404, 'campaign_not_found', `${label} was not found.`);
    return row;
  }

  async function forStaff(
    rows: CampaignRow[],
    view: (row: CampaignRow) => ReturnType<typeof present>,
  ) {
    const discounts = await repository.discounts(rows.map((row) => row.id));
    return Promise.all(
      rows.map(async (row) => ({
        ...(await view(row)),
        published: row.published,
        products: discounts
          .filter((d) => d.campaignId === row.id)
          .map((d) => ({ product_id: d.productId, discount_bps: d.discountBps })),
      })),
    );
  }

  return {
    async list(
      caller: Caller,
      query: { expand?: string; status: 'running' | 'upcoming' | 'current'; region?: string },
    ) {
      const at = now();
      const expand = new Set((query.expand ?? '').split(',').filter(Boolean));
      const rows = (
        await repository.listVisible(query.region ?? caller.regionCode ?? null, at)
      ).filter((row) => query.status === 'current' || statusAt(row, at) === query.status);
      return Promise.all(
        rows.map((row) =>
          present(row, caller, { region: expand.has('region'), products: expand.has('products') }),
        ),
      );
    },

    async bySlug(slug: string, caller: Caller) {
      const row = await visible(await repository.bySlug(slug), `Campaign ${slug}`);
      return present(row, caller, { region: true });
    },

    async products(
      campaignId: number | null,
      caller: Caller,
      page: { page: number; per_page: number; region?: string },
    ) {
      let campaignIds: number[];
      if (campaignId === null) {
        const at = now();
        campaignIds = (await repository.listVisible(page.region ?? caller.regionCode ?? null, at))
          .filter((row) => statusAt(row, at) === 'running')
          .map((row) => row.id);
      } else {
        campaignIds = [
          (await visible(await repository.byId(campaignId), `Campaign ${campaignId}`)).id,
        ];
      }
      if (!campaignIds.length)
        return { data: [], pagination: { page: page.page, per_page: page.per_page, total: 0 } };
      const { ids, total } = await repository.productIds(campaignIds, page.page, page.per_page);
      return {
        data: await catalog.infos(ids, caller),
        pagination: { page: page.page, per_page: page.per_page, total },
      };
    },

    /** A product as the campaign pages show it: at the price it sells for now. */
    async productDetail(productId: number, caller: Caller) {
      return catalog.findProduct(productId, caller);
    },

    /** What the catalog asks for every price it hands out (CampaignPriceLookup). */
    async runningDiscounts(
      productIds: readonly number[],
      regionCode: string | null,
    ): Promise<ReadonlyMap<number, RunningCampaignPrice>> {
      const byProduct = await published();
      const at = now();
      const running = new Map<number, RunningCampaignPrice>();
      for (const productId of productIds) {
        const best = byProduct
          .get(productId)
          ?.find(
            (row) =>
              statusAt(row, at) === 'running' &&
              (row.regionCode === null || row.regionCode === regionCode),
          );
        if (best) {
          running.set(productId, {
            discountBps: best.discountBps,
            campaign: { id: best.id, slug: best.slug, title: best.title, endsAt: best.endsAt },
          });
        }
      }
      return running;
    },

    /** Staff see every campaign, drafts included, with whether it is published and its discounts. */
    async staffList() {
      const rows = await repository.listAll();
      return forStaff(rows, (row) => present(row, staffCaller));
    },

    async staffOne(id: number) {
      const row = await repository.byId(id);
      if (!row) throw new DomainError(404, 'campaign_not_found', `Campaign ${id} was not found.`);
      const [one] = await forStaff([row], (r) => present(r, staffCaller, { region: true }));
      return one!;
    },

    repository,
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
