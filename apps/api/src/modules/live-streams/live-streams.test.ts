import { describe, expect, it } from 'vitest';
import { createProduct, type TestProduct } from '../../../test/commerce-fixtures.ts';
import { useStaffToken } from '../../../test/orders-testbed.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { streamCategories, streamers } from './tables.ts';

const STAFF_TOKEN = 'live-staff-token-0123456789';
useStaffToken(STAFF_TOKEN);
const staff = { 'x-staff-token': STAFF_TOKEN };
const ctx = useTestApp({ env: () => ({ STAFF_TOKEN }) });
const BASE = '/api/v1/streams';
const ADMIN = '/api/live/admin/v1/streams';
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('live-stream shopping', () => {
  const key = `${process.pid}-${Date.now()}`;
  let categoryId: number;
  let streamerId: number;
  let products: TestProduct[];
  const streams: Record<string, number> = {};

  async function publish(title: string, status: string, minutesAgo: number, offers: TestProduct[]) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: ADMIN,
      headers: staff,
      payload: {
        category_id: categoryId,
        streamer_id: streamerId,
        title,
        status,
        hls_url: '/streams/fashion/index.m3u8',
        poster: '/streams/fashion/poster.jpg',
        started_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        offers: offers.map((p, i) => ({ product_id: p.id, shown_at_seconds: i * 60 })),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  }

  it('staff publish streams; the feed lists live ones first, with filters and pages', async () => {
    const db = ctx.database.db;
    [{ id: categoryId }] = (await db
      .insert(streamCategories)
      .values({ slug: `fashion-${key}`, name: 'Fashion' })
      .returning({ id: streamCategories.id })) as [{ id: number }];
    [{ id: streamerId }] = (await db
      .insert(streamers)
      .values({ handle: `lin-${key}`, name: 'Lin' })
      .returning({ id: streamers.id })) as [{ id: number }];
    products = [await createProduct(db), await createProduct(db, { stock: 0 })];

    streams.replay = await publish('Yesterday’s bags', 'replay', 60 * 24, [products[0]!]);
    streams.live = await publish('Dresses, live now', 'live', 5, products);

    const categories = (await get(`${BASE}/categories`)).json().data;
    expect(categories.find((c: { id: number }) => c.id === categoryId)).toMatchObject({
      name: 'Fashion',
      stream_count: 2,
    });

    const feed = await get(`${BASE}/feed?categoryId=${categoryId}&feedEngine=latest&loginId=abc`);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.json().data.map((s: { id: number }) => s.id)).toEqual([
      streams.live,
      streams.replay,
    ]);
    expect(feed.json().data[0]).toMatchObject({
      status: 'live',
      hls_url: '/streams/fashion/index.m3u8',
      streamer: { name: 'Lin' },
      offer_count: 2,
    });
    const replays = (await get(`${BASE}/feed?categoryId=${categoryId}&feedType=replay`)).json();
    expect(replays.data.map((s: { id: number }) => s.id)).toEqual([streams.replay]);
    expect(replays.pagination).toMatchObject({ page: 1, per_page: 12, total: 1 });
    const led = (
      await get(`${BASE}/feed?categoryId=${categoryId}&feedId=${streams.replay}`)
    ).json();
    expect(led.data[0].id).toBe(streams.replay);
    const byStreamer = (await get(`${BASE}/feed?streamerId=${streamerId}`)).json();
    expect(byStreamer.pagination.total).toBe(2);
  });

  it('answers a stream and its offers without credentials, priced for the region', async () => {
    const details = await get(`${BASE}/details?streamId=${streams.live}`);
    expect(details.statusCode).toBe(200);
    expect(details.json().data.title).toBe('Dresses, live now');

    const offers = await get(`${BASE}/offers?streamId=${streams.live}`);
    expect(offers.statusCode, offers.body).toBe(200);
    const [first, soldOut] = offers.json().data;
    expect(first.product.id).toBe(products[0]!.id);
    expect(first.product.price.currency).toBe('BDT');
    expect(first.default_sku_id).toBe(products[0]!.skuIds[0]);
    expect(soldOut.default_sku_id).toBeNull();
    expect(soldOut.shown_at_seconds).toBe(60);
  });

  it('staff move a stream from live to replay', async () => {
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `${ADMIN}/${streams.live}/status`,
      headers: staff,
      payload: { status: 'replay' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.status).toBe('replay');
  });

  it('staff list every stream by status, and the streamers and categories to choose from', async () => {
    const staffGet = (url: string) => ctx.app.inject({ method: 'GET', url, headers: staff });
    const all = await staffGet(ADMIN);
    expect(all.statusCode, all.body).toBe(200);
    const ids = all.json().data.map((s: { id: number }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([streams.live, streams.replay]));
    expect(all.json().pagination).toMatchObject({ page: 1, per_page: 12 });
    const replays = (await staffGet(`${ADMIN}?status=replay`)).json().data;
    expect(replays.every((s: { status: string }) => s.status === 'replay')).toBe(true);
    expect((await staffGet(`${ADMIN}?status=ended`)).statusCode).toBe(400);

    const people = (await staffGet('/api/live/admin/v1/streamers')).json().data;
    expect(people).toContainEqual({
      id: streamerId,
      handle: `lin-${key}`,
      name: 'Lin',
      avatar: null,
    });
    const tabs = (await staffGet('/api/live/admin/v1/categories')).json().data;
    expect(tabs.find((c: { id: number }) => c.id === categoryId)).toMatchObject({
      stream_count: 2,
    });
    expect((await get(ADMIN)).statusCode).toBe(401);
  });

  it('refuses unknown streams, bad queries and unknown references with stable codes', async () => {
    for (const url of [`${BASE}/details?streamId=999999`, `${BASE}/offers?streamId=999999`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('stream_not_found');
    }
    expect((await get(`${BASE}/details`)).statusCode).toBe(400);
    expect((await get(`${BASE}/feed?feedType=tv`)).statusCode).toBe(400);
    expect((await get(`${BASE}/feed?page=0`)).statusCode).toBe(400);
    expect((await get(`${BASE}/feed?loginId=${'x'.repeat(101)}`)).statusCode).toBe(400);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: ADMIN,
      headers: staff,
      payload: {
        category_id: 999999,
        streamer_id: streamerId,
        title: 'x',
        status: 'live',
        hls_url: '/streams/x.m3u8',
        started_at: new Date().toISOString(),
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('unknown_reference');
    const script = await ctx.app.inject({
      method: 'POST',
      url: ADMIN,
      headers: staff,
      payload: {
        category_id: categoryId,
        streamer_id: streamerId,
        title: 'x',
        status: 'live',
        hls_url: 'javascript:alert(1)',
        started_at: new Date().toISOString(),
      },
    });
    expect(script.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: ADMIN, payload: {} })).statusCode).toBe(
      401,
    );
  });
});
