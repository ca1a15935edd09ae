import { describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { staff, useOrdersTestbed } from '../../../test/orders-testbed.ts';

const MINE = '/api/user/customer/support/v1/support-inquiries';
const STAFF = '/api/support/admin/v1/support-inquiries';
const FEED = '/api/notification/customer/v1/notifications';

type Headers = Record<string, string>;
interface Message {
  author: 'customer' | 'staff';
  body: string;
}

describe('a customer’s support inquiries as threads', () => {
  const bed = useOrdersTestbed();
  const { ctx } = bed;
  let ip = 0;
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** A signed-in customer sends an inquiry; answers its id from their list. */
  async function ask(headers: Headers, message: string) {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: MINE,
      headers,
      remoteAddress: `10.8.0.${++ip}`,
      payload: { name: 'Karim Ahmed', email: 'karim@example.com', topic: 'shipping', message },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const list = await call('GET', MINE, headers);
    expect(list.statusCode, list.body).toBe(200);
    return list.json().data[0].id as number;
  }

  const staffReply = (id: number, body: string) =>
    call('POST', `${STAFF}/${id}/messages`, staff, { body });

  it('lists only the customer’s own, and reads one with its messages oldest first', async () => {
    const a = signInCustomer(bed.identity);
    const b = signInCustomer(bed.identity);
    const first = await ask(a, 'Where is my parcel from Guangzhou? It has been ten days.');
    const second = await ask(a, 'Can I change the delivery address of my order?');
    const theirs = await ask(b, 'Someone else asking about a refund for an order.');

    const list = (await call('GET', MINE, a)).json();
    expect(list.data.map((i: { id: number }) => i.id)).toEqual([second, first]);
    expect(list.pagination.total).toBe(2);
    expect(list.data[1]).toMatchObject({
      topic: 'shipping',
      status: 'open',
      excerpt: 'Where is my parcel from Guangzhou? It has been ten days.',
      last_activity_at: expect.any(String),
    });

    expect((await staffReply(first, 'It left Guangzhou yesterday.')).statusCode).toBe(201);
    const thread = await call('GET', `${MINE}/${first}`, a);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().data).toMatchObject({ id: first, status: 'answered' });
    expect(thread.json().data.messages.map((m: Message) => [m.author, m.body])).toEqual([
      ['customer', 'Where is my parcel from Guangzhou? It has been ten days.'],
      ['staff', 'It left Guangzhou yesterday.'],
    ]);
    // The answered inquiry has the latest activity now: it comes first.
    expect((await call('GET', MINE, a)).json().data[0].id).toBe(first);

    // Another customer's inquiry is not there for them: 404, read or written.
    expect((await call('GET', `${MINE}/${theirs}`, a)).statusCode).toBe(404);
    expect(
      (await call('POST', `${MINE}/${theirs}/messages`, a, { body: 'Let me in' })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: MINE })).statusCode).toBe(401);
  });

  it('takes a follow-up on an open inquiry, which waits for staff again, and none once handled', async () => {
    const a = signInCustomer(bed.identity);
    const id = await ask(a, 'My bKash payment was charged twice for one invoice.');
    await staffReply(id, 'Please send us the two transaction ids.');
    const follow = await call('POST', `${MINE}/${id}/messages`, a, {
      body: '  TRX 8H2K1 and TRX 8H2K9  ',
    });
    expect(follow.statusCode, follow.body).toBe(201);
    expect(follow.json().data.status).toBe('open');
    expect(follow.json().data.messages.map((m: Message) => [m.author, m.body])).toEqual([
      ['customer', 'My bKash payment was charged twice for one invoice.'],
      ['staff', 'Please send us the two transaction ids.'],
      ['customer', 'TRX 8H2K1 and TRX 8H2K9'],
    ]);
    const queue = (await call('GET', `${STAFF}?status=open&per_page=100`, staff)).json().data;
    expect(queue.map((i: { id: number }) => i.id)).toContain(id);
    const staffView = await call('GET', `${STAFF}/${id}`, staff);
    expect(staffView.json().data.messages).toHaveLength(3);

    for (const bad of [{ body: '   ' }, { body: 'x'.repeat(4001) }, { body: 'ok', extra: 1 }]) {
      expect((await call('POST', `${MINE}/${id}/messages`, a, bad)).statusCode).toBe(400);
    }
    await ctx.app.inject({
      method: 'PUT',
      url: `${STAFF}/${id}/handle`,
      headers: staff,
      payload: { note: 'Refunded the second charge' },
    });
    const closed = await call('POST', `${MINE}/${id}/messages`, a, { body: 'Thanks!' });
    expect(closed.statusCode).toBe(409);
  });

  it('tells the customer of a staff reply, naming the inquiry and linking to its page', async () => {
    const a = signInCustomer(bed.identity);
    const id = await ask(a, 'Do you ship perfume from Dubai to Chattogram?');
    expect((await call('GET', FEED, a)).json().data).toEqual([]);
    const replied = await staffReply(id, 'Perfume travels by sea only; it takes 30 days.');
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json().data.messages.at(-1)).toMatchObject({ author: 'staff' });
    const [notice] = (await call('GET', FEED, a)).json().data;
    expect(notice).toMatchObject({
      kind: 'support_reply',
      title: `Reply to your inquiry #${id} about shipping`,
      link: `/dashboard/support/${id}`,
    });
    expect(notice.body).toContain('Perfume travels by sea only');
    const { rows } = await ctx.database.pool.query<{ email_status: string }>(
      `SELECT email_status FROM customer_notifications WHERE kind = 'support_reply' AND link = $1`,
      [`/dashboard/support/${id}`],
    );
    expect(rows).toEqual([{ email_status: 'queued' }]);

    expect((await staffReply(999_999_999, 'Nobody')).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `${STAFF}/${id}/messages`,
          payload: { body: 'no staff token' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
