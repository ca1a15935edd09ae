import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignAmount } from '../catalog/index.ts';
import { createProduct, guestHeaders, type TestProduct } from '../../../test/commerce-fixtures.ts';
import { useStaffToken } from '../../../test/orders-testbed.ts';
import { useTestApp } from '../../../test/test-app.ts';

const STAFF_TOKEN = 'campaigns-staff-token-0123456789';
useStaffToken(STAFF_TOKEN);
const staff = { 'x-staff-token': STAFF_TOKEN };
let clock = new Date('2026-11-11T00:00:00Z');
const ctx = useTestApp({ env: () => ({ STAFF_TOKEN }), app: () => ({ now: () => clock }) });
const BASE = '/api/content/customer/v1';
const ADMIN = '/api/content/admin/v1/campaigns';
const CART = '/api/purchase/customer/cart/v1/cart-items';

const day = 86_400_000;
let counter = 0;
const slugOf = (name: string) => `${name}-${process.pid}-${(counter += 1)}`;

async function createCampaign(body: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: ADMIN,
    headers: staff,
    payload: {
      title: 'Mega sale',
      starts_at: new Date(clock.getTime() - day).toISOString(),
      ends_at: new Date(clock.getTime() + 3 * day).toISOString(),
      published: true,
      ...body,
    },
  });
  return res;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('a campaign price', () => {
  it('is the discount off the CNY price, rounded half up to the fen', () => {
    expect(campaignAmount(900, 2000)).toBe(720);
    expect(campaignAmount(999, 3333)).toBe(666); // 665.9667 → 666
    expect(campaignAmount(5, 5000)).toBe(3); // 2.5 → 3
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 9000 }),
        fc.integer({ min: 1, max: 9000 }),
        (amount, a, b) => {
          const cut = campaignAmount(amount, a);
          expect(cut).toBeGreaterThanOrEqual(0);
          expect(cut).toBeLessThanOrEqual(amount);
          // A deeper discount never costs more.
          if (a <= b) expect(campaignAmount(amount, b)).toBeLessThanOrEqual(cut);
        },
      ),
    );
  });
});

describe('campaigns', () => {
  let product: TestProduct;
  let slug: string;
  let id: number;

  it('staff create a running campaign; shoppers see it, its products and its prices', async () => {
    product = await createProduct(ctx.database.db);
    const regular = (await get(`${BASE}/products/web/detail?product_id=${product.id}`)).json().data;
    expect(regular.campaign).toBeNull();
    expect(regular.original_price.amount).toBe(900);

    slug = slugOf('mega-sale');
    const created = await createCampaign({
      slug,
      banner: '/banners/winter-deals.svg',
      products: [{ product_id: product.id, discount_bps: 2000 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().data.id;
    expect(created.json().data).toMatchObject({ status: 'running', product_count: 1 });

    const list = await get(`${BASE}/campaigns?expand=region,products`);
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().data.find((c: { slug: string }) => c.slug === slug);
    expect(listed).toMatchObject({ status: 'running', best_discount_bps: 2000, region: null });
    expect(listed.products.map((p: { id: number }) => p.id)).toEqual([product.id]);

    const landing = await get(`${BASE}/campaigns/${slug}`);
    expect(landing.statusCode).toBe(200);
    expect(landing.json().data.title).toBe('Mega sale');

    const page = await get(`${BASE}/campaigns/${id}/web/products?per_page=10`);
    expect(page.statusCode, page.body).toBe(200);
    const [card] = page.json().data;
    expect(card.original_price.amount).toBe(720); // 900 fen less 20 %
    expect(card.campaign).toMatchObject({ slug, discount_bps: 2000 });
    expect(card.campaign.regular_price).toEqual(regular.price);
    expect(card.price.amount).toBeLessThan(regular.price.amount);
    expect(page.json().pagination).toEqual({ page: 1, per_page: 10, total: 1 });

    const all = await get(`${BASE}/campaigns/products?per_page=60`);
    expect(all.json().data.map((p: { id: number }) => p.id)).toContain(product.id);

    const detail = (await get(`${BASE}/products/web/detail?product_id=${product.id}`)).json().data;
    expect(detail.campaign.slug).toBe(slug);
    expect(detail.variations.skus[0].price_tiers[0].original_price.amount).toBe(800); // 1000 → 800
  });

  it('charges the campaign price in the cart while it runs, and the regular one after', async () => {
    const headers = guestHeaders();
    const added = await ctx.app.inject({
      method: 'POST',
      url: CART,
      headers,
      payload: { product_id: product.id, variations: [{ sku_id: product.skuIds[0], quantity: 1 }] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const detail = (await get(`${BASE}/products/web/detail?product_id=${product.id}`)).json().data;
    const shown = detail.variations.skus[0].price_tiers[0].price;
    expect(added.json().data.variations[0].unit_price).toEqual(shown);
    expect(added.json().data.variations[0].original_unit_price.amount).toBe(800);

    const saved = clock;
    clock = new Date(saved.getTime() + 4 * day); // the campaign has ended
    try {
      const cart = (await get(CART, headers)).json().data;
      expect(cart[0].variations[0].original_unit_price.amount).toBe(1000);
      const after = (await get(`${BASE}/products/web/detail?product_id=${product.id}`)).json().data;
      expect(after.campaign).toBeNull();
      expect(
        (await get(`${BASE}/campaigns`)).json().data.some((c: { slug: string }) => c.slug === slug),
      ).toBe(false);
      // An ended campaign's page still opens (links live on), saying it has ended.
      expect((await get(`${BASE}/campaigns/${slug}`)).json().data.status).toBe('ended');
    } finally {
      clock = saved;
    }
  });

  it('lists an upcoming campaign without its prices, and keeps drafts and other regions out', async () => {
    const other = await createProduct(ctx.database.db);
    const upcoming = slugOf('winter');
    const draft = slugOf('draft');
    const australia = slugOf('au-only');
    const soon = {
      starts_at: new Date(clock.getTime() + day).toISOString(),
      ends_at: new Date(clock.getTime() + 5 * day).toISOString(),
    };
    const discount = [{ product_id: other.id, discount_bps: 5000 }];
    expect((await createCampaign({ slug: upcoming, ...soon, products: discount })).statusCode).toBe(
      201,
    );
    expect(
      (await createCampaign({ slug: draft, published: false, products: discount })).statusCode,
    ).toBe(201);
    expect(
      (await createCampaign({ slug: australia, region_code: 'AU', products: discount })).statusCode,
    ).toBe(201);

    const upcomingOnly = (await get(`${BASE}/campaigns?status=upcoming`)).json().data;
    expect(upcomingOnly.map((c: { slug: string }) => c.slug)).toContain(upcoming);
    expect(upcomingOnly.every((c: { status: string }) => c.status === 'upcoming')).toBe(true);
    const here = (await get(`${BASE}/campaigns`, { 'x-region': 'BD' })).json().data;
    const slugs = here.map((c: { slug: string }) => c.slug);
    expect(slugs).not.toContain(draft);
    expect(slugs).not.toContain(australia);
    expect((await get(`${BASE}/campaigns/${draft}`)).json().error.code).toBe('campaign_not_found');

    // Not started, a draft, another region: the product sells at its regular price here…
    const bd = (
      await get(`${BASE}/products/web/detail?product_id=${other.id}`, { 'x-region': 'BD' })
    ).json().data;
    expect(bd.campaign).toBeNull();
    expect(bd.original_price.amount).toBe(900);
    // …and at half price in Australia, where its campaign runs.
    const au = (
      await get(`${BASE}/products/web/detail?product_id=${other.id}`, { 'x-region': 'AU' })
    ).json().data;
    expect(au.campaign.slug).toBe(australia);
    expect(au.original_price.amount).toBe(450);
  });

  it('refuses unknown campaigns and bad input with stable codes', async () => {
    const missing = await get(`${BASE}/campaigns/no-such-sale`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('campaign_not_found');
    expect((await get(`${BASE}/campaigns/999999/web/products`)).statusCode).toBe(404);
    expect((await get(`${BASE}/campaigns/Bad_Slug!`)).statusCode).toBe(400);
    expect((await get(`${BASE}/campaigns?expand=everything`)).statusCode).toBe(400);
    expect((await get(`${BASE}/campaigns/products?per_page=1000`)).statusCode).toBe(400);
    expect((await get(`${BASE}/products/web/detail?product_id=abc`)).statusCode).toBe(400);
    expect((await get(`${BASE}/products/web/detail?product_id=999999999`)).statusCode).toBe(404);

    const backwards = await createCampaign({
      slug: slugOf('backwards'),
      starts_at: clock.toISOString(),
      ends_at: new Date(clock.getTime() - day).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('body.ends_at');
    // JavaScript parses year 0; PostgreSQL has none, so it is refused here, not a 500 there.
    const yearZero = await createCampaign({
      slug: slugOf('year-zero'),
      starts_at: '0000-02-29T20:00:00+10:00',
      ends_at: '0052-02-29T10:00:00-10:00',
    });
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.body).toContain('body.starts_at');
    const tooDeep = await createCampaign({
      slug: slugOf('deep'),
      products: [{ product_id: product.id, discount_bps: 9500 }],
    });
    expect(tooDeep.statusCode).toBe(400);
    const taken = await createCampaign({ slug });
    expect(taken.statusCode).toBe(409);
    const ghost = await createCampaign({
      slug: slugOf('ghost'),
      products: [{ product_id: 2 ** 40, discount_bps: 1000 }],
    });
    expect(ghost.statusCode).toBe(422);
    expect(ghost.json().error.code).toBe('unknown_product');
    const anonymous = await ctx.app.inject({ method: 'GET', url: ADMIN });
    expect(anonymous.statusCode).toBe(401);
  });

  it('staff change a campaign: its products and window are replaced', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${ADMIN}/${id}`,
      headers: staff,
      payload: {
        slug,
        title: 'Mega sale, extended',
        starts_at: new Date(clock.getTime() - day).toISOString(),
        ends_at: new Date(clock.getTime() + 10 * day).toISOString(),
        published: true,
        products: [{ product_id: product.id, discount_bps: 3000 }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Mega sale, extended',
      best_discount_bps: 3000,
    });
    const detail = (await get(`${BASE}/products/web/detail?product_id=${product.id}`)).json().data;
    expect(detail.original_price.amount).toBe(630); // 900 less 30 %
    const staffList = (await ctx.app.inject({ method: 'GET', url: ADMIN, headers: staff })).json();
    expect(staffList.data.find((c: { id: number }) => c.id === id)).toMatchObject({
      published: true,
      products: [{ product_id: product.id, discount_bps: 3000 }],
    });
    const one = await ctx.app.inject({ method: 'GET', url: `${ADMIN}/${id}`, headers: staff });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({
      slug,
      status: 'running',
      published: true,
      products: [{ product_id: product.id, discount_bps: 3000 }],
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `${ADMIN}/999999`, headers: staff })).statusCode,
    ).toBe(404);
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: `${ADMIN}/999999`,
      headers: staff,
      payload: {
        slug: slugOf('nope'),
        title: 'x',
        starts_at: clock.toISOString(),
        ends_at: new Date(clock.getTime() + day).toISOString(),
      },
    });
    expect(missing.statusCode).toBe(404);
  });
});
