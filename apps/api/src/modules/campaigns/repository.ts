import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { campaignProducts, campaigns } from './tables.ts';

export type CampaignRow = typeof campaigns.$inferSelect & {
  productCount: number;
  bestDiscountBps: number | null;
};

/** A product's discount in a published campaign, with what decides whether it runs. */
export interface PublishedDiscount {
  productId: number;
  discountBps: number;
  id: number;
  slug: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  regionCode: string | null;
}

export interface CampaignWrite {
  slug: string;
  title: string;
  subtitle: string | null;
  banner: string | null;
  regionCode: string | null;
  startsAt: Date;
  endsAt: Date;
  published: boolean;
  products: { productId: number; discountBps: number }[];
}

const inRegion = (regionCode: string | null) =>
  regionCode === null
    ? isNull(campaigns.regionCode)
    : or(isNull(campaigns.regionCode), eq(campaigns.regionCode, regionCode));

const withCounts = {
  productCount: sql<number>`(select count(*)::int from ${campaignProducts} cp where cp.campaign_id = "campaigns"."id")`,
  bestDiscountBps: sql<
    number | null
  >`(select max(cp.discount_bps)::int from ${campaignProducts} cp where cp.campaign_id = "campaigns"."id")`,
};

export function createCampaignsRepository(db: Database) {
  return {
    /** Published campaigns of a region that have not ended, soonest ending first. */
    async listVisible(regionCode: string | null, now: Date): Promise<CampaignRow[]> {
      return db
        .select({ ...getTableColumns(campaigns), ...withCounts })
        .from(campaigns)
        .where(and(eq(campaigns.published, true), gt(campaigns.endsAt, now), inRegion(regionCode)))
        .orderBy(asc(campaigns.startsAt), asc(campaigns.endsAt), asc(campaigns.id)) as Promise<
        CampaignRow[]
      >;
    },

    async bySlug(slug: string): Promise<CampaignRow | null> {
      const [row] = await db
        .select({ ...getTableColumns(campaigns), ...withCounts })
        .from(campaigns)
        .where(eq(campaigns.slug, slug));
      return (row as CampaignRow | undefined) ?? null;
    },

    async byId(id: number): Promise<CampaignRow | null> {
      const [row] = await db
        .select({ ...getTableColumns(campaigns), ...withCounts })
        .from(campaigns)
        .where(eq(campaigns.id, id));
      return (row as CampaignRow | undefined) ?? null;
    },

    /** One page of a campaign's product ids, in the campaign's order. */
    async productIds(campaignIds: number[], page: number, perPage: number) {
      const where = inArray(campaignProducts.campaignId, campaignIds);
      const [rows, [count]] = await Promise.all([
        db
          .select({ productId: campaignProducts.productId })
          .from(campaignProducts)
          .where(where)
          .groupBy(campaignProducts.productId)
          .orderBy(sql`min(${campaignProducts.position})`, asc(campaignProducts.productId))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ total: sql<number>`count(distinct ${campaignProducts.productId})::int` })
          .from(campaignProducts)
          .where(where),
      ]);
      return { ids: rows.map((r) => r.productId), total: count?.total ?? 0 };
    },

    /**
     * Every product discount of a published campaign that has not ended by `now`, with its
     * campaign's dates and region: what the catalog's prices are decided from, in memory.
     */
    async publishedDiscounts(now: Date): Promise<PublishedDiscount[]> {
      return db
        .select({
          productId: campaignProducts.productId,
          discountBps: campaignProducts.discountBps,
          id: campaigns.id,
          slug: campaigns.slug,
          title: campaigns.title,
          startsAt: campaigns.startsAt,
          endsAt: campaigns.endsAt,
          regionCode: campaigns.regionCode,
        })
        .from(campaignProducts)
        .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
        .where(and(eq(campaigns.published, true), gt(campaigns.endsAt, now)))
        .orderBy(desc(campaignProducts.discountBps), asc(campaigns.id));
    },

    /** Creates or replaces a campaign and its products in one transaction. */
    async save(id: number | null, write: CampaignWrite): Promise<number | null> {
      return db.transaction(async (tx) => {
        const values = {
          slug: write.slug,
          title: write.title,
          subtitle: write.subtitle,
          banner: write.banner,
          regionCode: write.regionCode,
          startsAt: write.startsAt,
          endsAt: write.endsAt,
          published: write.published,
          updatedAt: new Date(),
        };
        const [saved] =
          id === null
            ? await tx.insert(campaigns).values(values).returning({ id: campaigns.id })
            : await tx
                .update(campaigns)
                .set(values)
                .where(eq(campaigns.id, id))
                .returning({ id: campaigns.id });
        if (!saved) return null;
        await tx.delete(campaignProducts).where(eq(campaignProducts.campaignId, saved.id));
        if (write.products.length)
          await tx.insert(campaignProducts).values(
            write.products.map((product, position) => ({
              campaignId: saved.id,
              productId: product.productId,
              discountBps: product.discountBps,
              position,
            })),
          );
        return saved.id;
      });
    },

    async listAll(): Promise<CampaignRow[]> {
      return db
        .select({ ...getTableColumns(campaigns), ...withCounts })
        .from(campaigns)
        .orderBy(desc(campaigns.startsAt), desc(campaigns.id)) as Promise<CampaignRow[]>;
    },

    /** The products and discounts of these campaigns, in each campaign's order. */
    async discounts(campaignIds: number[]) {
      if (!campaignIds.length) return [];
      return db
        .select({
          campaignId: campaignProducts.campaignId,
          productId: campaignProducts.productId,
          discountBps: campaignProducts.discountBps,
        })
        .from(campaignProducts)
        .where(inArray(campaignProducts.campaignId, campaignIds))
        .orderBy(asc(campaignProducts.campaignId), asc(campaignProducts.position));
    },

    async anyExist(): Promise<boolean> {
      const [row] = await db.select({ id: campaigns.id }).from(campaigns).limit(1);
      return row !== undefined;
    },
  };
}

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
