import { describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { signInStaff } from '../../../test/staff-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';

const ADMIN = '/api/live/admin/v1';
const identity = useFakeIdentity();
const ctx = useTestApp({ env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }) });
const key = `${process.pid}${Date.now() % 100_000}`;

async function send(
  headers: Record<string, string>,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
) {
  return ctx.app.inject({ method, url: `${ADMIN}${url}`, headers, payload: payload as object });
}
const list = async (headers: Record<string, string>, what: string) =>
  (await ctx.app.inject({ method: 'GET', url: `${ADMIN}/${what}`, headers })).json().data;
const content = () => signInStaff(identity, ctx.database.db, ['content']);

describe('streamers and categories kept by staff', () => {
  it('adds a streamer and changes their name and avatar; the stream form’s list shows them', async () => {
    const { headers } = await content();
    const added = await send(headers, 'POST', '/streamers', {
      handle: `mina-${key}`,
      name: 'Mina',
    });
    expect(added.statusCode, added.body).toBe(201);
    const streamer = added.json().data;
    expect(streamer).toMatchObject({ handle: `mina-${key}`, name: 'Mina', avatar: null });

    const changed = await send(headers, 'PUT', `/streamers/${streamer.id}`, {
      handle: `mina-${key}`,
      name: 'Mina Akter',
      avatar: '/api/storage/customer/asset/v1/shop-images/a.webp',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (await list(headers, 'streamers')).find((s: { id: number }) => s.id === streamer.id),
    ).toMatchObject({ name: 'Mina Akter', avatar: expect.stringContaining('shop-images') });
  });

  it('refuses a taken handle, a bad handle, a script avatar and an unknown streamer', async () => {
    const { headers } = await content();
    await send(headers, 'POST', '/streamers', { handle: `lin-${key}`, name: 'Lin' });
    const taken = await send(headers, 'POST', '/streamers', {
      handle: `lin-${key}`,
      name: 'Lin 2',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'handle_taken',
      details: [{ field: 'body.handle', message: expect.any(String) }],
    });

    const bad = await send(headers, 'POST', '/streamers', {
      handle: 'Has Spaces',
      name: '',
      avatar: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    const fields = bad.json().error.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.handle', 'body.name', 'body.avatar']));

    const missing = await send(headers, 'PUT', '/streamers/2147483647', {
      handle: `nobody-${key}`,
      name: 'Nobody',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('streamer_not_found');
  });

  it('adds and renames a category; a taken slug and an unknown category are refused', async () => {
    const { headers } = await content();
    const added = await send(headers, 'POST', '/categories', {
      slug: `toys-${key}`,
      name: 'Toys',
    });
    expect(added.statusCode, added.body).toBe(201);
    const category = added.json().data;
    const renamed = await send(headers, 'PUT', `/categories/${category.id}`, {
      slug: `toys-${key}`,
      name: 'Toys and games',
    });
    expect(renamed.json().data).toEqual({
      id: category.id,
      slug: `toys-${key}`,
      name: 'Toys and games',
    });
    expect(
      (await list(headers, 'categories')).find((c: { id: number }) => c.id === category.id),
    ).toMatchObject({ name: 'Toys and games', stream_count: 0 });

    const other = (
      await send(headers, 'POST', '/categories', { slug: `games-${key}`, name: 'G' })
    ).json().data;
    const taken = await send(headers, 'PUT', `/categories/${other.id}`, {
      slug: `toys-${key}`,
      name: 'G',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('slug_taken');

    const bad = await send(headers, 'POST', '/categories', { slug: 'Not A Slug', name: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('body.slug');

    const missing = await send(headers, 'PUT', '/categories/2147483647', {
      slug: `none-${key}`,
      name: 'None',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('category_not_found');
  });

  it('refuses customers', async () => {
    const customer = signInCustomer(identity);
    for (const [method, url] of [
      ['POST', '/streamers'],
      ['PUT', '/streamers/1'],
      ['POST', '/categories'],
      ['PUT', '/categories/1'],
    ] as const) {
      const res = await send(customer, method, url, { handle: 'x1', slug: 'x1', name: 'X' });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
