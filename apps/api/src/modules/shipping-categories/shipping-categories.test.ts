import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();
const url = '/api/shipping-core/customer/shipping-category/v1/shipping-categories';

interface Category {
  id: number;
  slug: string;
  parent_id: number | null;
}

describe('shipping categories', () => {
  it('answers the whole tree on the page the web asks for (page 1, 500 per page)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${url}?page=1&per_page=500` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ page: 1, per_page: 500, total: body.data.length });
    const roots = body.data.filter((c: Category) => c.parent_id === null);
    expect(roots.map((c: Category) => c.slug)).toContain('electronics');
    const electronics = roots.find((c: Category) => c.slug === 'electronics');
    const children = body.data.filter((c: Category) => c.parent_id === electronics.id);
    expect(children.map((c: Category) => c.slug)).toContain('battery-items');
  });

  it('lists roots before their children so a client builds the tree in one pass', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${url}?page=1&per_page=500` });
    const seen = new Set<number>();
    for (const category of res.json().data as Category[]) {
      if (category.parent_id !== null) expect(seen.has(category.parent_id)).toBe(true);
      seen.add(category.id);
    }
  });

  it('pages through the list', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: `${url}?page=1&per_page=5` });
    const second = await ctx.app.inject({ method: 'GET', url: `${url}?page=2&per_page=5` });
    expect(first.json().data).toHaveLength(5);
    expect(second.json().data).toHaveLength(5);
    expect(second.json().data[0].id).not.toBe(first.json().data[0].id);
    expect(second.json().pagination.total).toBe(first.json().pagination.total);
  });

  it('refuses per_page above 500 and a page below 1', async () => {
    const tooMany = await ctx.app.inject({ method: 'GET', url: `${url}?per_page=501` });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details[0].field).toBe('querystring.per_page');
    const zero = await ctx.app.inject({ method: 'GET', url: `${url}?page=0` });
    expect(zero.json().error.details[0].field).toBe('querystring.page');
  });
});
