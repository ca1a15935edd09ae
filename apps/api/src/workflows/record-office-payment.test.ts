import { afterAll, describe, expect, it } from 'vitest';
import { BUY, staff } from '../../test/orders-testbed.ts';
import { PAYMENTS, usePaymentsTestbed } from '../../test/payments-testbed.ts';
import { ARRANGED_IN_TEST } from '../../test/invoice-fixtures.ts';
import { signInStaff } from '../../test/staff-fixtures.ts';

const bed = usePaymentsTestbed();
const { ctx, shopper, placeOrder, invoice, customerIdOf, entriesWithKey } = bed;
const MARK_PAID = (id: number) => `/api/invoice/admin/invoice/v1/invoices/${id}/mark-paid`;

async function record(invoiceId: number, headers: Record<string, string>, payload?: object) {
  return ctx.app.inject({ method: 'POST', url: MARK_PAID(invoiceId), headers, payload });
}

/** The legs of the payment's settlement, by ledger account key. */
async function legsOf(paymentId: number): Promise<Record<string, number>> {
  const { rows } = await ctx.database.pool.query<{ key: string; amount: number }>(
    `SELECT a.key, p.amount FROM ledger_postings p
       JOIN ledger_entries e ON e.id = p.entry_id
       JOIN ledger_accounts a ON a.id = p.account_id
      WHERE e.idempotency_key = $1`,
    [`payment:${paymentId}:settle`],
  );
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.amount)]));
}

describe('staff record a payment received outside the site', () => {
  it('refuses an empty body, and a missing or blank method or reference, at the field', async () => {
    const finance = await signInStaff(bed.identity, ctx.database.db, ['finance']);
    const s = await shopper();
    const order = await placeOrder(s);
    const cases: [object | undefined, string][] = [
      [undefined, 'body'],
      [{}, 'body.method'],
      [{ method: 'cash' }, 'body.reference'],
      [{ method: 'cash', reference: '   ' }, 'body.reference'],
      [{ method: 'cash', reference: '<script>' }, 'body.reference'],
      [{ method: 'wallet', reference: 'R-1' }, 'body.method'],
      [{ method: 'cash', reference: 'x'.repeat(101) }, 'body.reference'],
    ];
    for (const [payload, field] of cases) {
      const res = await record(order.invoice_id, finance.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const fields = (res.json().error.details ?? []).map((d: { field: string }) => d.field);
      if (field !== 'body') expect(fields, JSON.stringify(payload)).toContain(field);
    }
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('unpaid');
  });

  it('settles like any payment: payment row, ledger from the cash clearing account, products bought, notice, audit', async () => {
    const finance = await signInStaff(bed.identity, ctx.database.db, ['finance']);
    const s = await shopper();
    const order = await placeOrder(s);
    const due = order.total.amount as number;
    const res = await record(order.invoice_id, finance.headers, {
      method: 'cash',
      reference: 'Till receipt 0042',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { invoice: paid, payment } = res.json().data;
    expect(paid).toMatchObject({ status: 'paid', paid: { amount: due }, due: { amount: 0 } });
    expect(payment).toMatchObject({
      gateway: 'cash',
      status: 'succeeded',
      reference: 'Till receipt 0042',
      amount: { amount: due },
      fee: { amount: 0 },
      invoices_paid: [{ invoice_id: order.invoice_id, amount: { amount: due } }],
    });
    const { rows } = await ctx.database.pool.query(
      'SELECT recorded_by FROM payments WHERE id = $1',
      [payment.id],
    );
    expect(rows[0].recorded_by).toBe(finance.email);
    expect(await legsOf(payment.id)).toEqual({
      'gateway_clearing:cash:BDT': -due,
      'revenue:BDT': due,
    });

    // The customer sees it like any payment, and the products went on to be bought.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `${PAYMENTS}/transactions?page=1&per_page=10`,
      headers: s.headers,
    });
    expect(listed.json().data[0]).toMatchObject({ id: payment.id, gateway: 'cash' });
    const product = await ctx.app.inject({
      method: 'GET',
      url: `${BUY}/details/${order.buy_products[0].id}`,
      headers: s.headers,
    });
    expect(product.json().data.status).toBe('purchasing');
    const notices = await ctx.app.inject({
      method: 'GET',
      url: '/api/notification/customer/v1/notifications?page=1&per_page=5',
      headers: s.headers,
    });
    expect(JSON.stringify(notices.json().data)).toContain(`#${payment.id}`);

    const audit = await ctx.database.pool.query(
      `SELECT actor_email, request, status FROM staff_audit_log
        WHERE route = '/api/invoice/admin/invoice/v1/invoices/:id/mark-paid' AND object->>'id' = $1`,
      [String(order.invoice_id)],
    );
    expect(audit.rows).toEqual([
      {
        actor_email: finance.email,
        request: { method: 'cash', reference: 'Till receipt 0042' },
        status: 201,
      },
    ]);
  });

  it('records what is still due of a part-paid invoice, once: a second time is 409 and posts nothing', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const customerId = await customerIdOf(order.invoice_id);
    const due = order.total.amount as number;
    await bed.fundWallet(customerId, 1000);
    const part = await bed.pay(s.headers, `invoices/${order.invoice_id}`, {
      gateway: 'wallet',
      amount: 1000,
    });
    expect(part.statusCode, part.body).toBe(201);
    const res = await record(order.invoice_id, staff, {
      method: 'bank_deposit',
      reference: 'DBBL slip 7781',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { payment } = res.json().data;
    expect(payment.amount.amount).toBe(due - 1000);
    expect(await legsOf(payment.id)).toEqual({
      'gateway_clearing:bank_deposit:BDT': -(due - 1000),
      'revenue:BDT': due - 1000,
    });
    const { rows } = await ctx.database.pool.query(
      'SELECT recorded_by FROM payments WHERE id = $1',
      [payment.id],
    );
    expect(rows[0].recorded_by).toBe('machine');

    const again = await record(order.invoice_id, staff, {
      method: 'cash',
      reference: 'Till receipt 0043',
    });
    expect(again.statusCode).toBe(409);
    expect(await entriesWithKey(`payment:${payment.id + 1}:settle`)).toBe(0);
    expect((await invoice(s.headers, order.invoice_id)).paid.amount).toBe(due);
  });

  it('refuses a cancelled invoice (409), an unknown one (404), and anyone without finance (403)', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    await ctx.app.inject({
      method: 'PUT',
      url: `${BUY}/${order.buy_products[0].id}/cancel`,
      headers: s.headers,
      payload: { type: 'product', variation_ids: [], charge_ids: [], cancel_reason: null },
    });
    const body = { method: 'cash', reference: 'R-1' };
    expect((await record(order.invoice_id, staff, body)).statusCode).toBe(409);
    expect((await record(9_000_000_000, staff, body)).statusCode).toBe(404);
    const open = await placeOrder(await shopper());
    const warehouse = await signInStaff(bed.identity, ctx.database.db, ['warehouse']);
    expect((await record(open.invoice_id, warehouse.headers, body)).statusCode).toBe(403);
    expect((await record(open.invoice_id, s.headers, body)).statusCode).toBe(403);
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('cancelled');
  });
});

/**
 * The accountant's invariant, over every invoice and payment this run's files left behind:
 * what an invoice shows as paid is what payments applied to it less what it refunded, what
 * went back to the wallet is that refund plus its share of the gateway fee, and every succeeded payment has its settlement in the ledger (revenue = what it
 * applied, plus the gateway's fee on it). A payment recorded without postings breaks it.
 */
afterAll(async () => {
  const unbacked = await ctx.database.pool.query(
    `SELECT i.id, i.paid, coalesce(a.applied, 0) AS applied, coalesce(r.refunded, 0) AS refunded,
            i.refunded AS invoice_refunded, i.gateway_fee_refunded
       FROM invoices i
       LEFT JOIN (SELECT invoice_id, sum(amount) AS applied FROM payment_allocations
                   GROUP BY invoice_id) a ON a.invoice_id = i.id
       LEFT JOIN (SELECT e.reference_id::bigint AS invoice_id, sum(p.amount) AS refunded
                    FROM ledger_entries e
                    JOIN ledger_postings p ON p.entry_id = e.id
                    JOIN ledger_accounts acc ON acc.id = p.account_id
                   WHERE e.kind = 'refund' AND e.reference_type = 'invoice'
                     AND acc.kind = 'customer_wallet'
                   GROUP BY e.reference_id) r ON r.invoice_id = i.id
      WHERE (i.paid <> coalesce(a.applied, 0) - i.refunded
             OR coalesce(r.refunded, 0) <> i.refunded + i.gateway_fee_refunded)
        AND i.subject_type <> $1`,
    [ARRANGED_IN_TEST],
  );
  expect(unbacked.rows).toEqual([]);
  // Revenue = what it applied, plus the gateway's fee on that part (the fee follows the money:
  // the fee on an overpayment goes to the wallet with it), never less than what it applied.
  const unposted = await ctx.database.pool.query(
    `SELECT id, gateway, revenue, applied, fee FROM (
       SELECT pay.id, pay.gateway, pay.amount, pay.fee,
              (SELECT coalesce(sum(p.amount), 0) FROM ledger_entries e
                 JOIN ledger_postings p ON p.entry_id = e.id
                 JOIN ledger_accounts acc ON acc.id = p.account_id
                WHERE e.idempotency_key = 'payment:' || pay.id || ':settle'
                  AND acc.kind = 'revenue') AS revenue,
              (SELECT coalesce(sum(amount), 0) FROM payment_allocations
                WHERE payment_id = pay.id) AS applied
         FROM payments pay WHERE pay.status = 'succeeded') s
      WHERE revenue < applied OR revenue > applied + fee
         OR (applied = amount AND revenue <> applied + fee)`,
  );
  expect(unposted.rows).toEqual([]);
});

it('the invariant holds for this file’s own office payment', async () => {
  const order = await placeOrder(await shopper());
  const res = await record(order.invoice_id, staff, {
    method: 'mobile_banking',
    reference: 'Nagad TX 9A8B7C',
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(await entriesWithKey(`payment:${res.json().data.payment.id}:settle`)).toBe(1);
});
