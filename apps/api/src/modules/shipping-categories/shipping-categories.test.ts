import { describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { signInStaff } from '../../../test/staff-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { SHIPPING_CATEGORY_STAFF_BASE as STAFF } from './index.ts';

// Staff writes live in this file, not a second one: test files run at once on one database, and
// the paging tests below compare totals.
const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });
const url = '/api/shipping-core/customer/shipping-category/v1/shipping-categories';
const key = `${process.pid}-${Date.now() % 100_000}`;

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

describe('shipping categories kept by staff', () => {
  const send = (
    headers: Record<string, string>,
    method: 'POST' | 'PUT',
    path: string,
    body: object,
  ) => ctx.app.inject({ method, url: `${STAFF}${path}`, headers, payload: body });
  const admin = async () => (await signInStaff(identity, ctx.database.db, ['admin'])).headers;
  const refusal = (res: {
    statusCode: number;
    json(): { error: { code: string; details: { field: string }[] } };
  }) => ({
    status: res.statusCode,
    code: res.json().error.code,
    field: res.json().error.details?.[0]?.field,
  });

  it('adds a category and a subcategory, renames and reorders one; the shop lists them', async () => {
    const headers = await admin();
    const root = await send(headers, 'POST', '', {
      slug: `toys-${key}`,
      name: 'Toys',
      position: 40,
    });
    expect(root.statusCode, root.body).toBe(201);
    expect(root.json().data).toMatchObject({
      slug: `toys-${key}`,
      name: 'Toys',
      parent_id: null,
      position: 40,
    });
    const rootId = root.json().data.id;
    const child = await send(headers, 'POST', '', {
      slug: `dolls-${key}`,
      name: 'Dolls',
      parent_id: rootId,
    });
    expect(child.statusCode, child.body).toBe(201);
    expect(child.json().data).toMatchObject({ parent_id: rootId, position: 0 });

    const renamed = await send(headers, 'PUT', `/${child.json().data.id}`, {
      name: 'Dolls and figures',
      parent_id: rootId,
      position: 3,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // The slug stays: a change body with one is refused rather than silently ignored.
    expect(renamed.json().data).toMatchObject({
      slug: `dolls-${key}`,
      name: 'Dolls and figures',
      position: 3,
    });
    const slugChange = await send(headers, 'PUT', `/${rootId}`, {
      slug: 'other-slug',
      name: 'Toys',
    });
    expect(refusal(slugChange)).toMatchObject({ status: 400 });

    const shop = (
      await ctx.app.inject({ method: 'GET', url: `${url}?page=1&per_page=500` })
    ).json();
    expect(shop.data).toContainEqual({
      id: child.json().data.id,
      slug: `dolls-${key}`,
      name: 'Dolls and figures',
      parent_id: rootId,
      position: 3,
    });
    const staffList = (await ctx.app.inject({ method: 'GET', url: STAFF, headers })).json().data;
    expect(staffList.map((c: Category) => c.slug)).toContain(`toys-${key}`);

    const audit = await ctx.database.pool.query<{ before: { name: string } }>(
      'SELECT before FROM staff_audit_log WHERE path = $1 AND status = 200 ORDER BY id DESC LIMIT 1',
      [`${STAFF}/${child.json().data.id}`],
    );
    expect(audit.rows[0]!.before.name).toBe('Dolls');
  });

  it('refuses a taken slug, an unknown parent, a cycle, a third level and an unknown category', async () => {
    const headers = await admin();
    const root = (await send(headers, 'POST', '', { slug: `garden-${key}`, name: 'Garden' })).json()
      .data;
    const child = (
      await send(headers, 'POST', '', { slug: `seeds-${key}`, name: 'Seeds', parent_id: root.id })
    ).json().data;

    const taken = await send(headers, 'POST', '', { slug: `garden-${key}`, name: 'Again' });
    expect(refusal(taken)).toEqual({ status: 409, code: 'slug_taken', field: 'body.slug' });
    const badSlug = await send(headers, 'POST', '', { slug: 'Not A Slug', name: 'x' });
    expect(refusal(badSlug)).toMatchObject({ status: 400, field: 'body.slug' });
    const longName = await send(headers, 'POST', '', { slug: `long-${key}`, name: 'x'.repeat(81) });
    expect(refusal(longName)).toMatchObject({ status: 400, field: 'body.name' });

    const unknown = await send(headers, 'POST', '', {
      slug: `orphan-${key}`,
      name: 'Orphan',
      parent_id: 2_147_483_647,
    });
    expect(refusal(unknown)).toEqual({
      status: 422,
      code: 'unknown_parent',
      field: 'body.parent_id',
    });
    const underItself = await send(headers, 'PUT', `/${root.id}`, {
      name: 'Garden',
      parent_id: root.id,
    });
    expect(refusal(underItself)).toEqual({
      status: 422,
      code: 'parent_cycle',
      field: 'body.parent_id',
    });
    const underChild = await send(headers, 'PUT', `/${root.id}`, {
      name: 'Garden',
      parent_id: child.id,
    });
    expect(refusal(underChild)).toEqual({
      status: 422,
      code: 'parent_cycle',
      field: 'body.parent_id',
    });
    const thirdLevel = await send(headers, 'POST', '', {
      slug: `tulips-${key}`,
      name: 'Tulips',
      parent_id: child.id,
    });
    expect(refusal(thirdLevel)).toEqual({
      status: 422,
      code: 'parent_not_top_level',
      field: 'body.parent_id',
    });
    const other = (await send(headers, 'POST', '', { slug: `tools-${key}`, name: 'Tools' })).json()
      .data;
    const parentMoved = await send(headers, 'PUT', `/${root.id}`, {
      name: 'Garden',
      parent_id: other.id,
    });
    expect(refusal(parentMoved)).toEqual({
      status: 422,
      code: 'has_subcategories',
      field: 'body.parent_id',
    });
    const missing = await send(headers, 'PUT', '/2147483647', { name: 'None' });
    expect(refusal(missing)).toMatchObject({ status: 404, code: 'category_not_found' });
  });

  it('refuses customers, and staff without the shipping settings (finance may only read)', async () => {
    const body = { slug: `nope-${key}`, name: 'Nope' };
    const customer = signInCustomer(identity);
    expect((await send(customer, 'POST', '', body)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: STAFF, headers: customer })).statusCode,
    ).toBe(403);
    const warehouse = (await signInStaff(identity, ctx.database.db, ['warehouse'])).headers;
    expect((await send(warehouse, 'POST', '', body)).statusCode).toBe(403);
    expect((await send(warehouse, 'PUT', '/1', { name: 'Nope' })).statusCode).toBe(403);
    const finance = (await signInStaff(identity, ctx.database.db, ['finance'])).headers;
    expect((await ctx.app.inject({ method: 'GET', url: STAFF, headers: finance })).statusCode).toBe(
      200,
    );
    expect((await send(finance, 'POST', '', body)).statusCode).toBe(403);
  });
});
