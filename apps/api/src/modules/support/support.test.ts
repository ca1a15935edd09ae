import { describe, expect, it } from 'vitest';
import { staff, useOrdersTestbed } from '../../../test/orders-testbed.ts';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';

const URL = '/api/user/customer/support/v1/support-inquiries';
const STAFF = '/api/support/admin/v1/support-inquiries';

describe('support inquiries (the contact form)', () => {
  const bed = useOrdersTestbed();
  const { ctx } = bed;
  let ip = 0;
  /** Each test sends from its own address, so the per-IP limit is its own. */
  const from = () => `10.9.0.${++ip}`;
  const send = (payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: URL, payload, remoteAddress, headers });
  const inquiry = (extra: object = {}) => ({
    name: 'Rahim Uddin',
    email: 'rahim@example.com',
    topic: 'shipping',
    message: 'When will my parcel from Guangzhou reach Dhaka?',
    ...extra,
  });
  const queue = async (query = '') =>
    (
      await ctx.app.inject({ method: 'GET', url: `${STAFF}?per_page=100${query}`, headers: staff })
    ).json();

  it('stores an inquiry signed out and links the customer signed in; staff mark it handled', async () => {
    const ipA = from();
    const out = await send(inquiry({ order_number: 'BO-00000012' }), ipA);
    expect(out.statusCode, out.body).toBe(201);
    expect(out.json().data).toEqual({ received: true });
    const headers = signInCustomer(bed.identity);
    expect(
      (await send(inquiry({ message: 'Signed in and asking' }), ipA, headers)).statusCode,
    ).toBe(201);
    const rows = (await queue('&status=open')).data;
    const mine = rows.find((r: { message: string }) => r.message === 'Signed in and asking');
    const anon = rows.find(
      (r: { order_number: string | null }) => r.order_number === 'BO-00000012',
    );
    expect(mine.customer_id).toEqual(expect.any(Number));
    expect(anon).toMatchObject({ customer_id: null, status: 'open', topic: 'shipping' });
    const handled = await ctx.app.inject({
      method: 'PUT',
      url: `${STAFF}/${anon.id}/handle`,
      headers: staff,
      payload: { note: 'Answered by email' },
    });
    expect(handled.json().data).toMatchObject({
      status: 'handled',
      handled_note: 'Answered by email',
    });
    expect((await queue('&status=handled')).data.map((r: { id: number }) => r.id)).toContain(
      anon.id,
    );
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: `${STAFF}/999999999/handle`,
      headers: staff,
      payload: { note: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: STAFF })).statusCode).toBe(401);
  });

  it('refuses bad input (400) and answers a filled honeypot as usual while storing nothing', async () => {
    for (const bad of [
      inquiry({ email: 'not-an-email' }),
      inquiry({ topic: 'lottery' }),
      inquiry({ message: 'short' }),
      inquiry({ message: 'x'.repeat(4001) }),
      inquiry({ name: '' }),
      inquiry({ order_number: 'DROP TABLE;' }),
      { ...inquiry(), admin: true },
    ]) {
      expect((await send(bad, from())).statusCode).toBe(400);
    }
    const before = (await queue()).pagination.total;
    const bot = await send(inquiry({ website: 'http://spam.example' }), from());
    expect(bot.statusCode).toBe(201);
    expect(bot.json().data).toEqual({ received: true });
    expect((await queue()).pagination.total).toBe(before);
  });

  it('limits one client address to 5 inquiries in 10 minutes', async () => {
    const ipC = from();
    for (let i = 0; i < 5; i++) expect((await send(inquiry(), ipC)).statusCode).toBe(201);
    expect((await send(inquiry(), ipC)).statusCode).toBe(429);
    expect((await send(inquiry(), from())).statusCode).toBe(201);
  });
});
