import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFixtureShop } from '../../../../test/fixture-shop/fixture-shop.ts';
import { useTestApp } from '../../../../test/test-app.ts';
import { ensureDemoCategories } from '../../../demo/catalog-loader.ts';
import { Queue } from '../../../platform/queue.ts';
import { loadConfig } from '../../../platform/config.ts';
import { createCatalogRepository } from '../repository.ts';
import { harvestProductJob } from './job.ts';
import { createHarvestRunner } from './runner.ts';
import { testDatabaseUrl } from '../../../../test/database-url.ts';

// The fixture shop listens on 127.0.0.1, which production refuses (see harvest-ssrf.test.ts).
const previous = process.env.HARVEST_ALLOW_PRIVATE_HOSTS;
process.env.HARVEST_ALLOW_PRIVATE_HOSTS = 'true';
// This file imports a page per case from one address; the limits have their own tests.
process.env.HARVEST_IMPORTS_PER_HOUR = '1000';
afterAll(() => {
  if (previous === undefined) delete process.env.HARVEST_ALLOW_PRIVATE_HOSTS;
  else process.env.HARVEST_ALLOW_PRIVATE_HOSTS = previous;
  delete process.env.HARVEST_IMPORTS_PER_HOUR;
});

const shop = useFixtureShop();
const ctx = useTestApp();
const BASE = '/api/product/customer/v1';
const logger = pino({ level: 'silent' });
let worker: Queue;

beforeAll(async () => {
  await ensureDemoCategories(ctx.database.db);
  const runner = createHarvestRunner(createCatalogRepository(ctx.database.db), {
    ...loadConfig({ HARVEST_ALLOW_PRIVATE_HOSTS: 'true' }),
    HARVEST_TIMEOUT_MS: 1_500,
    HARVEST_MAX_BYTES: 300_000,
    HARVEST_MAX_REDIRECTS: 3,
  });
  worker = await Queue.open(testDatabaseUrl(), logger);
  await worker.work([harvestProductJob(async () => runner)], logger);
});
afterAll(async () => {
  await worker?.stop();
});

interface Job {
  id: string;
  status: string;
  product_id: number | null;
  error: { code: string; message: string } | null;
}

async function harvest(path: string): Promise<Job> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${BASE}/harvest-jobs`,
    payload: { url: shop.url + path },
  });
  expect(res.statusCode).toBe(202);
  return res.json().data;
}

async function settled(id: string): Promise<Job> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/harvest-jobs/${id}` });
    const job: Job = res.json().data;
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`harvest ${id} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function product(id: number) {
  return (await ctx.app.inject({ method: 'GET', url: `${BASE}/products/find/${id}` })).json().data;
}

describe('product link import', () => {
  // Sent together so the worker imports them while the first assertions run.
  const paths = {
    jsonLd: '/products/json-ld.html',
    openGraph: '/products/open-graph.html',
    microdata: '/products/microdata.html',
    missing: '/products/missing-fields.html',
    redirects: '/redirect/2',
    notFound: '/products/gone.html',
    notProduct: '/about.html',
    huge: '/products/huge.html',
    loop: '/redirect-loop',
    slow: '/slow.html',
    picture: '/picture.png',
    usd: '/products/usd.html',
  };
  const jobs = new Map<string, Promise<Job>>();
  beforeAll(async () => {
    for (const [name, path] of Object.entries(paths)) {
      const job = await harvest(path);
      expect(job.status).toBe('queued');
      jobs.set(name, settled(job.id));
    }
  });
  const result = (name: keyof typeof paths) => jobs.get(name) as Promise<Job>;

  it('imports a JSON-LD product group with its variants, rating and shop', async () => {
    const job = await result('jsonLd');
    expect(job).toMatchObject({ status: 'succeeded', error: null });
    const data = await product(job.product_id as number);
    expect(data).toMatchObject({
      title: 'Fixture Trail Hiking Backpack 40L Waterproof',
      source_site: '127.0.0.1',
      original_price: { amount: 19_900, currency: 'CNY' },
      rating: 4.6,
      review_count: 128,
      shop: { name: 'Fixture Outdoor Flagship Store' },
      category: { slug: 'backpacks' },
      attributes: [{ name: 'Material', value: 'Ripstop Nylon' }],
    });
    expect(data.price.currency).toBe('BDT');
    expect(data.images).toEqual([
      `${shop.url}/img/trail-1.jpg`,
      'https://cdn.fixture.test/trail-2.jpg',
    ]);
    expect(data.variations.properties).toEqual([
      {
        id: 'p1',
        name: 'Colour',
        values: [
          { id: 'p1v1', name: 'Black', image: `${shop.url}/img/black.jpg` },
          { id: 'p1v2', name: 'Grey' },
        ],
      },
      {
        id: 'p2',
        name: 'Size',
        values: [
          { id: 'p2v1', name: 'M' },
          { id: 'p2v2', name: 'L' },
        ],
      },
    ]);
    expect(
      data.variations.skus.map((s: { value_ids: string[]; stock: number }) => [
        s.value_ids,
        s.stock > 0,
      ]),
    ).toEqual([
      [['p1v1', 'p2v1'], true],
      [['p1v1', 'p2v2'], true],
      [['p1v2', 'p2v1'], false],
    ]);
    expect(data.variations.skus[1].price_tiers[0].original_price.amount).toBe(21_900);
    // The group's weight, unless a variant states its own.
    expect(data.variations.skus.map((s: { weight_grams: number }) => s.weight_grams)).toEqual([
      1_200, 1_400, 1_200,
    ]);
  });

  it('sanitises the imported description', async () => {
    const job = await result('jsonLd');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/products/find/${job.product_id}/description`,
    });
    const html: string = res.json().data.html;
    expect(html).toContain('<b>40L</b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
  });

  it('finds the imported product by its URL afterwards', async () => {
    const job = await result('jsonLd');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/products/find?url=${encodeURIComponent(shop.url + paths.jsonLd)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(job.product_id);
  });

  it('imports an OpenGraph-only page', async () => {
    const job = await result('openGraph');
    expect(job.status).toBe('succeeded');
    const data = await product(job.product_id as number);
    expect(data).toMatchObject({
      title: 'Fixture Ceramic Tea Set 8 Pieces Gift Box',
      original_price: { amount: 128_850, currency: 'CNY' },
      shop: { name: 'Jingdezhen Porcelain Store' },
    });
    expect(data.images).toHaveLength(2);
    expect(data.variations.skus).toHaveLength(1);
  });

  it('imports a microdata page and strips its iframe', async () => {
    const job = await result('microdata');
    expect(job.status).toBe('succeeded');
    const data = await product(job.product_id as number);
    expect(data).toMatchObject({
      title: 'Fixture LED Desk Lamp Dimmable Eye Caring',
      original_price: { amount: 8_990, currency: 'CNY' },
      rating: 4.8,
      review_count: 52,
      category: { slug: 'lighting' },
    });
    const description = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/products/find/${job.product_id}/description`,
    });
    expect(description.json().data.html).toContain('Three colour temperatures.');
    expect(description.json().data.html).not.toContain('iframe');
  });

  it('imports a page with only a name and a price, filling the rest with defaults', async () => {
    const job = await result('missing');
    expect(job.status).toBe('succeeded');
    const data = await product(job.product_id as number);
    expect(data).toMatchObject({
      title: 'Fixture Plain Cotton Socks',
      original_price: { amount: 1_200, currency: 'CNY' },
      images: [],
      rating: 0,
      shop: null,
    });
    // No weight on the page: 0 until our warehouse weighs the parcel.
    expect(data.variations.skus[0].weight_grams).toBe(0);
  });

  it('follows a short redirect chain', async () => {
    const job = await result('redirects');
    expect(job.status).toBe('succeeded');
  });

  it.each([
    ['notFound', 'http_error'],
    ['notProduct', 'not_a_product'],
    ['huge', 'too_large'],
    ['loop', 'too_many_redirects'],
    ['slow', 'timeout'],
    ['picture', 'not_html'],
    ['usd', 'unsupported_currency'],
  ] as const)('fails %s with the code %s', async (name, code) => {
    const job = await result(name);
    expect(job.status).toBe('failed');
    expect(job.product_id).toBeNull();
    expect(job.error?.code).toBe(code);
    expect(job.error?.message).toEqual(expect.any(String));
  });

  it('answers the pending job again for the same URL instead of fetching twice', async () => {
    const url = `${shop.url}/products/microdata.html?again=1`;
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        ctx.app.inject({ method: 'POST', url: `${BASE}/harvest-jobs`, payload: { url } }),
      ),
    );
    const ids = new Set([a?.json().data.id, b?.json().data.id]);
    expect(ids.size).toBeLessThanOrEqual(2);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/harvest-jobs`,
      payload: { url },
    });
    expect(ids.has(again.json().data.id)).toBe(true);
  });
});

describe('harvest job requests', () => {
  it('refuses a malformed URL with 422 and the code', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/harvest-jobs`,
      payload: { url: 'htp:/broken' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details[0]).toEqual({ field: 'url', message: 'unsupported_url' });
  });

  it('refuses a non-http scheme', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/harvest-jobs`,
      payload: { url: 'file:///etc/passwd' },
    });
    expect(res.statusCode).toBe(422);
  });

  it('refuses a body without url', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: `${BASE}/harvest-jobs`, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].field).toBe('body.url');
  });

  it('answers 404 for an unknown job and 400 for an id that is not a UUID', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/harvest-jobs/00000000-0000-4000-8000-000000000000`,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'GET', url: `${BASE}/harvest-jobs/42` });
    expect(bad.statusCode).toBe(400);
  });
});
