import { eq } from 'drizzle-orm';
import { loadConfig } from '../../../platform/config.ts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestHeaders, signInCustomer } from '../../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../../test/fake-identity.ts';
import { useFixtureShop } from '../../../../test/fixture-shop/fixture-shop.ts';
import { useTestApp } from '../../../../test/test-app.ts';
import { ensureDemoCategories } from '../../../demo/catalog-loader.ts';
import { createWorkerHarvestRunner } from '../module.ts';
import { createCatalogRepository } from '../repository.ts';
import { harvestJobs } from '../tables.ts';
import type { HarvestRunner } from './runner.ts';

// Small budgets so the limits show within a few requests; production refuses private hosts,
// so the limit tests below post links that are refused (422) and queue nothing.
process.env.HARVEST_IMPORTS_PER_HOUR = '3';
process.env.HARVEST_IMPORTS_PER_IP_PER_HOUR = '5';
// Lists are read before and after the product is listed: no cached result pages.
process.env.SEARCH_CACHE_MS = '0';
afterAll(() => {
  delete process.env.HARVEST_IMPORTS_PER_HOUR;
  delete process.env.HARVEST_IMPORTS_PER_IP_PER_HOUR;
  delete process.env.SEARCH_CACHE_MS;
});

const identity = useFakeIdentity();
const shop = useFixtureShop();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });
const BASE = '/api/product/customer/v1';
const WISHLIST = '/api/purchase/customer/wishlist/v1';
const logger = pino({ level: 'silent' });
let runner: HarvestRunner;
let address = 0;

beforeAll(async () => {
  await ensureDemoCategories(ctx.database.db);
  // Driven directly, not through pg-boss: harvest.test.ts's worker shares the queue.
  runner = createWorkerHarvestRunner(
    ctx.database.db,
    loadConfig({ HARVEST_ALLOW_PRIVATE_HOSTS: 'true' }),
  );
});

/** A client address of its own behind the web server, so tests do not share IP budgets. */
function newAddress(): string {
  address += 1;
  return `203.0.113.${address}`;
}

function startImport(headers: Record<string, string>, ip: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `${BASE}/harvest-jobs`,
    headers: { ...headers, 'x-forwarded-for': ip },
    payload: { url: 'http://10.0.0.8/item/1' },
  });
}

async function statuses(count: number, send: () => Promise<{ statusCode: number }>) {
  const seen: number[] = [];
  for (let i = 0; i < count; i += 1) seen.push((await send()).statusCode);
  return seen;
}

describe('starting a link import', () => {
  it('never happens on a GET: products/find answers 404 for an unknown link', async () => {
    const url = `${shop.url}/products/json-ld.html?never-imported=${Date.now()}`;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/products/find?url=${encodeURIComponent(url)}`,
      headers: guestHeaders(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    const jobs = await ctx.database.db.select().from(harvestJobs).where(eq(harvestJobs.url, url));
    expect(jobs).toEqual([]);
  });

  it('is limited per guest', async () => {
    const ip = newAddress();
    const guest = guestHeaders();
    expect(await statuses(3, () => startImport(guest, ip))).toEqual([422, 422, 422]);
    const refused = await startImport(guest, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    // Another guest on the same address still has its own budget (until the IP's runs out).
    expect((await startImport(guestHeaders(), ip)).statusCode).toBe(422);
  });

  it('is limited per IP, however many guest ids the address invents', async () => {
    const ip = newAddress();
    expect(await statuses(6, () => startImport(guestHeaders(), ip))).toEqual([
      422, 422, 422, 422, 422, 429,
    ]);
    expect((await startImport(guestHeaders(), newAddress())).statusCode).toBe(422);
  });

  it('is limited per customer across harvest-jobs and wishlist links, whatever guest ids', async () => {
    const customer = signInCustomer(identity);
    for (let i = 0; i < 3; i += 1) {
      expect((await startImport({ ...customer, ...guestHeaders() }, newAddress())).statusCode).toBe(
        422,
      );
    }
    const wishlist = await ctx.app.inject({
      method: 'POST',
      url: `${WISHLIST}/wishlist-items-by-url`,
      headers: { ...customer, 'x-forwarded-for': newAddress() },
      payload: { url: 'http://10.0.0.8/item/2' },
    });
    expect(wishlist.statusCode).toBe(429);
  });

  it('without guest or session is limited by the address alone', async () => {
    const ip = newAddress();
    expect(await statuses(4, () => startImport({}, ip))).toEqual([422, 422, 422, 429]);
  });
});

describe('products imported by guests', () => {
  const repository = () => createCatalogRepository(ctx.database.db);

  async function run(path: string, requestedBy: string | null): Promise<number> {
    const job = await repository().createHarvestJob(shop.url + path, requestedBy);
    await runner.run(job.id, logger);
    const done = await repository().findHarvestJob(job.id);
    expect(done?.status).toBe('succeeded');
    return done?.productId as number;
  }

  /** Where a product could show up for someone who does not know its link or id. */
  async function publicLists(id: number, category: number) {
    const search = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/products/search`,
      payload: { keyword: 'ceramic tea set', source_site: '127.0.0.1', per_page: 50 },
    });
    const suggest = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/suggestion/products?keyword=fixture%20ceramic&limit=20`,
    });
    const fuzzy = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/suggestion/products?keyword=fixtur%20ceramik&limit=20`,
    });
    const browse = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/products/search`,
      payload: { category_id: category, per_page: 96, sort: 'newest' },
    });
    const recommended = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/recommendations/recommended-products?category_id=${category}&limit=50`,
    });
    const has = (res: { json(): { data: { id: number }[] } }) =>
      res.json().data.some((card) => card.id === id);
    return {
      search: has(search),
      suggest: has(suggest),
      fuzzy: has(fuzzy),
      browse: has(browse),
      recommended: has(recommended),
    };
  }

  it('are reachable by link and id but not listed until a signed-in import of the link', async () => {
    const path = `/products/open-graph.html?guest-import=${Date.now()}`;
    const id = await run(path, null);
    const page = await ctx.app.inject({ method: 'GET', url: `${BASE}/products/find/${id}` });
    expect(page.statusCode).toBe(200);
    const category: number = page.json().data.category_id;
    const byLink = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/products/find?url=${encodeURIComponent(shop.url + path)}`,
    });
    expect(byLink.json().data.id).toBe(id);
    const nowhere = {
      search: false,
      suggest: false,
      fuzzy: false,
      browse: false,
      recommended: false,
    };
    expect(await publicLists(id, category)).toEqual(nowhere);

    // The same checks as any import, now run for an accountable customer: listed.
    expect(await run(path, 'identity-of-a-customer')).toBe(id);
    expect(await publicLists(id, category)).toEqual({
      search: true,
      suggest: true,
      fuzzy: true,
      browse: true,
      recommended: true,
    });
  });

  it('cannot change a product that is already stored', async () => {
    const path = `/products/microdata.html?known=${Date.now()}`;
    const id = await run(path, 'identity-of-a-customer');
    const before = (await repository().findProduct(id))?.updatedAt;
    expect(await run(path, null)).toBe(id);
    expect((await repository().findProduct(id))?.updatedAt).toEqual(before);
  });
});
