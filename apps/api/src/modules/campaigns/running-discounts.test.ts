import { describe, expect, it } from 'vitest';
import type { CampaignsRepository, PublishedDiscount } from './repository.ts';
import { createCampaignsService } from './service.ts';

const day = 86_400_000;
const now = new Date('2026-11-11T00:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * day);

function discount(over: Partial<PublishedDiscount>): PublishedDiscount {
  return {
    productId: 1,
    discountBps: 1_000,
    id: 1,
    slug: 'sale',
    title: 'Sale',
    startsAt: at(-1),
    endsAt: at(1),
    regionCode: null,
    ...over,
  };
}

/** The service over a repository that only knows these published discounts, best first. */
function serviceWith(rows: PublishedDiscount[]) {
  let loads = 0;
  const repository = {
    async publishedDiscounts() {
      loads += 1;
      return [...rows].sort((a, b) => b.discountBps - a.discountBps || a.id - b.id);
    },
  } as unknown as CampaignsRepository;
  const service = createCampaignsService({
    repository,
    catalog: {} as never,
    regions: { name: async () => null },
    now: () => now,
  });
  return { service, loads: () => loads };
}

describe('running discounts, decided in memory', () => {
  it('gives each product its best running discount for the region, and nothing else', async () => {
    const { service, loads } = serviceWith([
      discount({ productId: 1, discountBps: 1_000, id: 1 }),
      discount({ productId: 1, discountBps: 2_500, id: 2, regionCode: 'BD' }),
      discount({ productId: 1, discountBps: 5_000, id: 3, regionCode: 'US' }),
      discount({ productId: 2, discountBps: 4_000, id: 4, startsAt: at(1), endsAt: at(2) }),
      discount({ productId: 3, discountBps: 3_000, id: 5, startsAt: at(-3), endsAt: at(-1) }),
      discount({ productId: 4, discountBps: 500, id: 6 }),
    ]);
    const bd = await service.runningDiscounts([1, 2, 3, 4, 5], 'BD');
    expect([...bd.keys()]).toEqual([1, 4]);
    expect(bd.get(1)).toEqual({
      discountBps: 2_500,
      campaign: { id: 2, slug: 'sale', title: 'Sale', endsAt: at(1) },
    });
    // Without a region only the all-regions campaigns apply.
    const none = await service.runningDiscounts([1, 4], null);
    expect(none.get(1)?.discountBps).toBe(1_000);
    expect((await service.runningDiscounts([1], 'US')).get(1)?.discountBps).toBe(5_000);
    // One load for all of these calls: pricing a page touches no table.
    expect(loads()).toBe(1);
  });
});
