import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fillCartWithNewProduct, signInCustomer } from '../../test/commerce-fixtures.ts';
import { staff } from '../../test/orders-testbed.ts';
import { usePaymentsTestbed } from '../../test/payments-testbed.ts';

const CLOSE = '/api/user/customer/account/v1/close';
const bed = usePaymentsTestbed();
const { ctx, identity, shopper, placeOrder, pay, fundWallet, customerIdOf } = bed;

type Headers = Record<string, string>;

function emailOf(headers: Headers): string {
  const session = identity.sessions.get(headers['x-session-token']!) as {
    identity: { traits: { email: string } };
  };
  return session.identity.traits.email;
}

function identityIdOf(headers: Headers): string {
  return (identity.sessions.get(headers['x-session-token']!) as { identity: { id: string } })
    .identity.id;
}

const close = (headers: Headers, confirmEmail: string) =>
  ctx.app.inject({ method: 'POST', url: CLOSE, headers, payload: { confirm_email: confirmEmail } });

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await ctx.database.pool.query(sql, params);
  return rows[0] as T;
}

const count = async (table: string, customerId: number) =>
  (
    await one<{ n: number }>(`select count(*)::int as n from ${table} where customer_id = $1`, [
      customerId,
    ])
  ).n;

/** A customer whose order is paid from the wallet: an invoice, a payment, ledger postings. */
async function customerWithHistory() {
  const s = await shopper();
  const order = await placeOrder(s);
  const customerId = await customerIdOf(order.invoice_id);
  await fundWallet(customerId, order.total.amount);
  const paid = await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'wallet' });
  expect(paid.statusCode, paid.body).toBe(201);
  return { s, order, customerId };
}

/** An upload of the customer's, stored as a row (the file itself is not needed here). */
async function upload(customerId: number): Promise<number> {
  const key = `assets/${customerId}/${randomUUID()}`;
  return (
    await one<{ id: number }>(
      `insert into assets (customer_id, storage_key, content_type, byte_size, sha256, file_name)
       values ($1, $2, 'image/png', 1, repeat('0', 64), 'photo.png') returning id`,
      [customerId, key],
    )
  ).id;
}

describe('closing my account', () => {
  it('erases personal data, keeps invoices, payments and a balanced ledger, deletes the identity', async () => {
    const { s, order, customerId } = await customerWithHistory();
    await fillCartWithNewProduct(ctx, s.headers);
    const receipt = await upload(customerId);
    const photo = await upload(customerId);
    // A refused bank transfer keeps its receipt: evidence on a payment stays.
    await one(
      `insert into payments (customer_id, gateway, status, currency, amount, invoice_session_id, receipt_asset_id)
       values ($1, 'bank_transfer', 'failed', 'BDT', 100, 1, $2)`,
      [customerId, receipt],
    );
    const invoiceBefore = await one(`select * from invoices where id = $1`, [order.invoice_id]);
    const linesBefore = await count(
      'invoice_lines join invoices on invoices.id = invoice_lines.invoice_id',
      customerId,
    );
    const paymentsBefore = await count('payments', customerId);
    const email = emailOf(s.headers);
    const identityId = identityIdOf(s.headers);

    const res = await close(s.headers, `  ${email.toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.closed_at).toEqual(expect.any(String));

    const customer = await one<Record<string, unknown>>(`select * from customers where id = $1`, [
      customerId,
    ]);
    expect(customer).toMatchObject({
      email: null,
      name: null,
      phone: null,
      avatar_url: null,
      closed_at: expect.any(Date),
    });
    expect(await count('addresses', customerId)).toBe(0);
    expect(await count('cart_items', customerId)).toBe(0);
    const assets = await ctx.database.pool.query<{ id: string }>(
      'select id from assets where customer_id = $1',
      [customerId],
    );
    expect(assets.rows.map((row) => Number(row.id))).toEqual([receipt]);
    expect(photo).not.toBe(receipt);

    expect(await one(`select * from invoices where id = $1`, [order.invoice_id])).toEqual(
      invoiceBefore,
    );
    expect(
      await count(
        'invoice_lines join invoices on invoices.id = invoice_lines.invoice_id',
        customerId,
      ),
    ).toBe(linesBefore);
    expect(await count('payments', customerId)).toBe(paymentsBefore);
    // Every posting set still sums to zero, and the wallet still has its postings.
    const unbalanced = await ctx.database.pool.query(
      'select entry_id from ledger_postings group by entry_id, currency having sum(amount) <> 0',
    );
    expect(unbalanced.rows).toEqual([]);
    const walletPostings = await one<{ n: number }>(
      `select count(*)::int as n from ledger_postings p join ledger_accounts a on a.id = p.account_id
       where a.customer_id = $1`,
      [customerId],
    );
    expect(walletPostings.n).toBeGreaterThan(0);

    expect(identity.deletedIdentities).toContain(identityId);
    // The session ended with the identity; one served from a cache is refused as well.
    expect((await close(s.headers, email)).statusCode).toBe(401);
    const stale = signInCustomer(identity);
    const staleSession = identity.sessions.get(stale['x-session-token']!) as {
      identity: { id: string };
    };
    staleSession.identity.id = identityId;
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/customer/address/v1/addresses',
      headers: stale,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('account_closed');
    const sync = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/customer/sync/v1/sync-identity',
      headers: stale,
    });
    expect(sync.json().error.code).toBe('account_closed');
    expect(
      (
        await one<{ email: string | null }>('select email from customers where id = $1', [
          customerId,
        ])
      ).email,
    ).toBeNull();

    const overview = await ctx.app.inject({
      method: 'GET',
      url: `/api/staff/admin/v1/customers/${customerId}`,
      headers: staff,
    });
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json().data.customer.closed_at).toEqual(res.json().data.closed_at);
  });

  it('refuses while an invoice is unpaid, money is in the wallet, a parcel, claim or payout is open', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const customerId = await customerIdOf(order.invoice_id);
    await fundWallet(customerId, 100);
    const account = await one<{ id: number }>(
      `insert into payout_accounts (customer_id, gateway, details) values ($1, 'bkash', '{"number":"01711000000"}') returning id`,
      [customerId],
    );
    await one(
      `insert into payout_requests (customer_id, payout_account_id, gateway, account, currency, amount, fee)
       values ($1, $2, 'bkash', '{}', 'BDT', 50, 0)`,
      [customerId, account.id],
    );
    const parcelOrder = await one<{ id: number }>(
      `insert into shipment_orders (customer_id, region_code, currency, warehouse_id, shipping_method_id, destination)
       values ($1, 'BD', 'BDT', 1, 1, '{}') returning id`,
      [customerId],
    );
    await one(
      `insert into shipment_products (order_id, customer_id, title, quantity, declared_value, shipping_category_id, status)
       values ($1, $2, 'Shoes', 1, 100, 1, 'received_at_warehouse')`,
      [parcelOrder.id, customerId],
    );
    await one(
      `insert into claims (customer_id, subject_type, subject_id, reason, description, photo_ids, status, delivered_at)
       values ($1, 'buy_product', 1, 'damaged', 'Broken', '{}', 'open', now())`,
      [customerId],
    );

    const res = await close(s.headers, emailOf(s.headers));
    expect(res.statusCode, res.body).toBe(409);
    const { error } = res.json();
    expect(error.code).toBe('invoice_unpaid');
    expect(error.details.map((d: { field: string }) => d.field)).toEqual([
      'invoice_unpaid',
      'wallet_not_empty',
      'parcel_in_progress',
      'claim_open',
      'payout_pending',
    ]);
    // Nothing changed: the profile, the address and the identity are all still there.
    const customer = await one<{ email: string; closed_at: Date | null }>(
      'select email, closed_at from customers where id = $1',
      [customerId],
    );
    expect(customer).toEqual({ email: emailOf(s.headers), closed_at: null });
    expect(await count('addresses', customerId)).toBe(1);
    expect(identity.deletedIdentities).not.toContain(identityIdOf(s.headers));
  });

  it('asks for the account’s own email, so one customer cannot close another', async () => {
    const mine = await shopper();
    const theirs = await shopper();
    const wrong = await close(mine.headers, emailOf(theirs.headers));
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json().error.code).toBe('confirmation_mismatch');
    // A body naming someone else is not even accepted.
    const named = await ctx.app.inject({
      method: 'POST',
      url: CLOSE,
      headers: mine.headers,
      payload: { confirm_email: emailOf(mine.headers), customer_id: 1 },
    });
    expect(named.statusCode).toBe(400);
    expect(identity.deletedIdentities).not.toContain(identityIdOf(theirs.headers));
    expect(identity.deletedIdentities).not.toContain(identityIdOf(mine.headers));
    // Each closes only their own account.
    expect((await close(theirs.headers, emailOf(theirs.headers))).statusCode).toBe(200);
    const still = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/customer/address/v1/addresses',
      headers: mine.headers,
    });
    expect(still.statusCode).toBe(200);
    expect(still.json().data).toHaveLength(1);
  });

  it('changes nothing when the identity service cannot delete the identity', async () => {
    const s = await shopper();
    identity.deleteFailsWith = 500;
    try {
      const res = await close(s.headers, emailOf(s.headers));
      expect(res.statusCode, res.body).toBe(503);
    } finally {
      identity.deleteFailsWith = null;
    }
    const addresses = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/customer/address/v1/addresses',
      headers: s.headers,
    });
    expect(addresses.statusCode).toBe(200);
    expect(addresses.json().data).toHaveLength(1);
  });
});
