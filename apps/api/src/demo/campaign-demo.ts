import { eq, sql } from 'drizzle-orm';
import { campaignProducts, campaigns } from '../modules/campaigns/index.ts';
import type { Database } from '../platform/database.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoCampaign {
  slug: string;
  title: string;
  subtitle: string;
  banner: string;
  /** From now: when it starts and how long it runs. */
  startsIn: number;
  runsFor: number;
  /** Best sellers of these leaf categories, and the discounts handed out in turn. */
  categories: string[];
  discounts: number[];
}

const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    slug: 'mega-sale',
    title: '11.11 Mega Sale',
    subtitle: 'Up to 30% off bags, sneakers, headphones and watches, for a few days only.',
    banner: '/banners/mega-sale.svg',
    startsIn: -DAY,
    runsFor: 5 * DAY + 6 * HOUR,
    categories: ['handbags', 'sneakers', 'headphones', 'smart-watches'],
    discounts: [3000, 2000, 1500, 2500],
  },
  {
    slug: 'winter-deals',
    title: 'Winter Deals',
    subtitle: 'Coats, jackets and boots from Guangzhou, up to 25% off.',
    banner: '/banners/winter-sale.svg',
    startsIn: 6 * DAY,
    runsFor: 14 * DAY,
    categories: ['women-coats', 'men-jackets', 'boots'],
    discounts: [2500, 1500, 2000],
  },
];

/**
 * The demo's campaigns, over the demo catalog's best sellers: one running (with a countdown of
 * a few days), one upcoming. A demo campaign that has ended is moved to run again from now, so
 * a demo started weeks later still has a sale on; an operator's own campaigns are never touched.
 */
export async function loadDemoCampaigns(db: Database, now = new Date()): Promise<number> {
  let written = 0;
  for (const demo of DEMO_CAMPAIGNS) {
    const window = {
      startsAt: new Date(now.getTime() + demo.startsIn),
      endsAt: new Date(now.getTime() + demo.startsIn + demo.runsFor),
    };
    const [existing] = await db
      .select({ id: campaigns.id, endsAt: campaigns.endsAt })
      .from(campaigns)
      .where(eq(campaigns.slug, demo.slug));
    if (existing) {
      if (existing.endsAt > now) continue;
      await db.update(campaigns).set(window).where(eq(campaigns.id, existing.id));
      written += 1;
      continue;
    }
    const picked = await db.execute<{ id: string; category: string }>(sql`
      select p.id, c.slug as category from products p
        join product_categories c on c.id = p.category_id
       where c.slug in (${sql.join(
         demo.categories.map((slug) => sql`${slug}`),
         sql`, `,
       )})
       order by p.sales_count desc, p.id
       limit ${demo.categories.length * 4}`);
    if (!picked.rows.length) continue;
    await db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(campaigns)
        .values({
          slug: demo.slug,
          title: demo.title,
          subtitle: demo.subtitle,
          banner: demo.banner,
          published: true,
          ...window,
        })
        .returning({ id: campaigns.id });
      await tx.insert(campaignProducts).values(
        picked.rows.map((row, position) => ({
          campaignId: saved!.id,
          productId: Number(row.id),
          discountBps: demo.discounts[demo.categories.indexOf(row.category)] ?? demo.discounts[0]!,
          position,
        })),
      );
    });
    written += 1;
  }
  return written;
}
