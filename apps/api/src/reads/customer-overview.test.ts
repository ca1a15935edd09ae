import { describe, expect, it } from 'vitest';
import { staff, useOrdersTestbed } from '../../test/orders-testbed.ts';
import { signInStaff } from '../../test/staff-fixtures.ts';

const { ctx, identity, shopper, placeOrder } = useOrdersTestbed();
const CUSTOMERS = '/api/staff/admin/v1/customers';

describe('Customer 360', () => {
  it('finds a customer by email or suite code and shows their orders, wallet and notes', async () => {
    const support = await signInStaff(identity, ctx.database.db, ['support']);
    const s = await shopper();
    const order = await placeOrder(s);
    const session = identity.sessions.get(s.headers['x-session-token']!) as {
      identity: { traits: { email: string } };
    };
    const email = session.identity.traits.email;

    const byEmail = await ctx.app.inject({
      method: 'GET',
      url: `${CUSTOMERS}?q=${encodeURIComponent(email.slice(0, 12))}`,
      headers: support.headers,
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    const found = byEmail.json().data.find((c: { email: string }) => c.email === email);
    expect(found).toMatchObject({ suite_code: expect.stringMatching(/^CP-\d{6}$/) });
    const bySuite = await ctx.app.inject({
      method: 'GET',
      url: `${CUSTOMERS}?q=${found.suite_code.toLowerCase()}`,
      headers: support.headers,
    });
    expect(bySuite.json().data.map((c: { id: number }) => c.id)).toEqual([found.id]);

    const noted = await ctx.app.inject({
      method: 'POST',
      url: `${CUSTOMERS}/${found.id}/notes`,
      headers: support.headers,
      payload: { text: 'Called about the delay; happy to wait.' },
    });
    expect(noted.statusCode, noted.body).toBe(201);

    const credited = await ctx.app.inject({
      method: 'POST',
      url: `/api/wallet/admin/wallet/v1/customers/${found.id}/credit`,
      headers: staff,
      payload: { amount: { amount: 50_000, currency: 'BDT' }, reference: 'c360-slip-1' },
    });
    expect(credited.statusCode, credited.body).toBe(200);

    const overview = await ctx.app.inject({
      method: 'GET',
      url: `${CUSTOMERS}/${found.id}`,
      headers: support.headers,
    });
    expect(overview.statusCode, overview.body).toBe(200);
    const data = overview.json().data;
    expect(data.customer).toMatchObject({ id: found.id, email });
    expect(data.orders.total).toBe(order.buy_products.length);
    expect(data.orders.data.map((p: { id: number }) => p.id).sort()).toEqual(
      order.buy_products.map((p: { id: number }) => p.id).sort(),
    );
    expect(data.parcels).toEqual({ data: [], total: 0 });
    expect(data.invoices.total).toBe(1);
    expect(data.invoices.data[0]).toMatchObject({ id: order.invoice_id, status: 'unpaid' });
    expect(data.wallet_transactions).toEqual([
      {
        wallet_id: data.wallets[0].id,
        total: 1,
        data: [
          expect.objectContaining({
            kind: 'wallet_deposit',
            amount: { amount: 50_000, currency: 'BDT' },
          }),
        ],
      },
    ]);
    expect(data.disputes).toEqual({ data: [], total: 0 });
    expect(data.claims).toEqual({ data: [], total: 0 });
    expect(data.notes).toEqual([
      expect.objectContaining({
        author_email: support.email,
        text: 'Called about the delay; happy to wait.',
      }),
    ]);
  });

  it('answers 404 for an unknown customer and 400 for a one-letter search', async () => {
    const finance = await signInStaff(identity, ctx.database.db, ['finance']);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `${CUSTOMERS}/99999999`,
      headers: finance.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const note = await ctx.app.inject({
      method: 'POST',
      url: `${CUSTOMERS}/99999999/notes`,
      headers: finance.headers,
      payload: { text: 'x' },
    });
    expect(note.statusCode).toBe(404);
    const short = await ctx.app.inject({
      method: 'GET',
      url: `${CUSTOMERS}?q=a`,
      headers: finance.headers,
    });
    expect(short.statusCode).toBe(400);
  });
});
