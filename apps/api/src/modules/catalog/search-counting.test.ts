import { describe, expect, it } from 'vitest';
import { createProduct, guestHeaders, signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { refreshSearchEntries } from './repository.ts';

const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });
const SEARCH = '/api/product/customer/v1/products/search';
const SUGGEST = '/api/product/customer/v1/suggestion';
let lastAddress = 0;

/** A word only one listed product has, so each test counts its own term. */
async function termOfNewProduct(): Promise<string> {
  const product = await createProduct(ctx.database.db);
  await ctx.database.db.execute(refreshSearchEntries([product.id]));
  // The product's title ends with the key its SKU ids start with.
  return (product.skuIds[0] as string).replace(/-1$/, '').toLowerCase();
}

/** Searches as one browser behind the web server (its own forwarded address). */
function browser(headers: Record<string, string>) {
  lastAddress += 1;
  const forwarded = { 'x-forwarded-for': `203.0.113.${lastAddress}` };
  return async (keyword: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: SEARCH,
      payload: { keyword },
      headers: { ...headers, ...forwarded },
    });
    expect(res.statusCode).toBe(200);
    return res.json().pagination.total as number;
  };
}

/** How often the term was counted, as term suggestions and top searches show it. */
async function counted(term: string): Promise<{ terms: object[]; top: object[] }> {
  const terms = await ctx.app.inject({ method: 'GET', url: `${SUGGEST}/terms?keyword=${term}` });
  const top = await ctx.app.inject({ method: 'GET', url: `${SUGGEST}/top-search?keyword=${term}` });
  // Term suggestions also list look-alike terms (other tests' words): keep this one only.
  const exact = (rows: { term: string }[]) => rows.filter((row) => row.term === term);
  return { terms: exact(terms.json().data), top: exact(top.json().data) };
}

describe('counting searches for term suggestions and top searches', () => {
  it('counts a term that found products once per guest', async () => {
    const term = await termOfNewProduct();
    const first = browser(guestHeaders());
    for (let i = 0; i < 3; i += 1) expect(await first(term)).toBe(1);
    await browser(guestHeaders())(term);
    expect(await counted(term)).toEqual({
      terms: [{ term, search_count: 2 }],
      top: [{ term, search_count: 2 }],
    });
  });

  it('counts a signed-in customer once, whatever guest ids the browser sends', async () => {
    const term = await termOfNewProduct();
    const customer = signInCustomer(identity);
    await browser({ ...customer, ...guestHeaders() })(term);
    await browser({ ...customer, ...guestHeaders() })(term);
    expect((await counted(term)).top).toEqual([{ term, search_count: 1 }]);
  });

  it('does not count callers with neither guest ids nor a session', async () => {
    const term = await termOfNewProduct();
    expect(await browser({})(term)).toBe(1);
    expect(await browser({ 'x-guest-id': '1', 'x-guest-session': '1' })(term)).toBe(1);
    expect(await counted(term)).toEqual({ terms: [], top: [] });
  });

  it('does not count searches that found nothing', async () => {
    const term = `nothingmatches${Date.now()}`;
    expect(await browser(guestHeaders())(term)).toBe(0);
    expect(await counted(term)).toEqual({ terms: [], top: [] });
  });

  it('lets one address add a term only so many times, however many guest ids it invents', async () => {
    const term = await termOfNewProduct();
    lastAddress += 1;
    for (let i = 0; i < 40; i += 1) {
      await ctx.app.inject({
        method: 'POST',
        url: SEARCH,
        payload: { keyword: term },
        headers: { ...guestHeaders(), 'x-forwarded-for': `198.51.100.${lastAddress}` },
      });
    }
    expect((await counted(term)).top).toEqual([{ term, search_count: 30 }]);
  });
});
