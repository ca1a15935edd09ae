import pino from 'pino';
import { loadConfig } from '../../../platform/config.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useFakeTranslate } from '../../../../test/fake-translate.ts';
import { useFixtureShop } from '../../../../test/fixture-shop/fixture-shop.ts';
import { useTestApp } from '../../../../test/test-app.ts';
import { ensureDemoCategories } from '../../../demo/catalog-loader.ts';
import { createWorkerHarvestRunner } from '../module.ts';
import { createCatalogRepository } from '../repository.ts';
import type { HarvestRunner } from './runner.ts';

// The runner is driven directly rather than through pg-boss: harvest.test.ts runs a worker
// without a translator on the same queue, and either could take a job sent here.
const shop = useFixtureShop();
const translate = useFakeTranslate();
const ctx = useTestApp();
const BASE = '/api/product/customer/v1';
const CHINESE_TITLE = '户外 露营帐篷 防水 3-4人';
const warnings: { msg: string; err?: { message: string } }[] = [];
const logger = pino(
  { level: 'warn' },
  { write: (line: string) => warnings.push(JSON.parse(line)) },
);
let runner: HarvestRunner;

beforeAll(async () => {
  await ensureDemoCategories(ctx.database.db);
  // The worker's own wiring, pointed at the fixture shop and the fake LibreTranslate.
  runner = createWorkerHarvestRunner(
    ctx.database.db,
    loadConfig({
      HARVEST_ALLOW_PRIVATE_HOSTS: 'true',
      TRANSLATE_URL: translate.url,
      TRANSLATE_API_KEY: translate.apiKey,
      TRANSLATE_TIMEOUT_MS: '500',
    }),
  );
});
afterEach(() => translate.reset());

/** Imports a fixture-shop page and answers the product as the API shows it. */
async function importPage(path: string) {
  // As a signed-in customer's import, so the product is listed and searchable.
  const job = await createCatalogRepository(ctx.database.db).createHarvestJob(
    shop.url + path,
    'identity-of-a-customer',
  );
  await runner.run(job.id, logger);
  const status = await ctx.app.inject({ method: 'GET', url: `${BASE}/harvest-jobs/${job.id}` });
  expect(status.json().data).toMatchObject({ status: 'succeeded', error: null });
  const id: number = status.json().data.product_id;
  return (await ctx.app.inject({ method: 'GET', url: `${BASE}/products/find/${id}` })).json().data;
}

async function searchIds(keyword: string): Promise<number[]> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${BASE}/products/search`,
    payload: { keyword, source_site: '127.0.0.1', per_page: 50 },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.map((card: { id: number }) => card.id);
}

describe('translating imported products', () => {
  it('stores an English title, keeps the Chinese one as the original, and finds it in English', async () => {
    const product = await importPage('/products/chinese.html');
    expect(product).toMatchObject({
      title: 'Outdoor Camping Tent Waterproof for 3-4 Persons',
      title_original: CHINESE_TITLE,
      attributes: [{ name: 'Material', value: 'Polyester' }],
      // Matched on the English words; the Chinese title matches no category.
      category: { slug: 'camping' },
    });
    expect(await searchIds('waterproof camping tent')).toContain(product.id);
  });

  it('leaves a page already in English as the page wrote it', async () => {
    const product = await importPage('/products/microdata.html?translated=1');
    expect(product.title).toBe('Fixture LED Desk Lamp Dimmable Eye Caring');
    expect(product.title_original).toBe(product.title);
  });

  it.each([
    ['answers 503', () => (translate.failWith = 503), 'LibreTranslate answered 503'],
    ['is too slow', () => (translate.delayMs = 3_000), 'did not answer within 500 ms'],
    ['answers nonsense', () => (translate.rawAnswer = '{"oops": true}'), 'not a translation'],
  ])('imports the product untranslated when the translator %s', async (name, breakIt, reason) => {
    breakIt();
    const product = await importPage(
      `/products/chinese.html?translator=${encodeURIComponent(name)}`,
    );
    // No English words to match: the catch-all category, created on first use (the API
    // reads its categories again rather than answer a product without one).
    expect(product).toMatchObject({
      title: CHINESE_TITLE,
      title_original: CHINESE_TITLE,
      attributes: [{ name: '材质', value: '涤纶' }],
      category: { slug: 'other' },
    });
    expect(warnings.at(-1)).toMatchObject({
      msg: 'translation failed; keeping the page title',
      err: { message: expect.stringContaining(reason) },
    });
  });
});
