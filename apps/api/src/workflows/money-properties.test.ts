import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signInCustomer } from '../../test/commerce-fixtures.ts';
import type { identitySession } from '../../test/fake-identity.ts';
import { INVOICES } from '../../test/orders-testbed.ts';
import { usePaymentsTestbed } from '../../test/payments-testbed.ts';

/**
 * Any sequence of wallet top-ups, invoice payments (whole or in part), refunds of paid
 * invoices, payout requests and their cancellation, run through the API, against a model of
 * what the customer should have: the wallet and the payout hold match the model to the
 * paisa, every invoice's `paid` matches, no posting set is unbalanced and no cached balance
 * drifted. Refused moves (insufficient funds, an invoice already paid) change nothing.
 */
const bed = usePaymentsTestbed();
const WALLET = '/api/wallet/customer/wallet/v1';

type Command =
  | { type: 'deposit'; amount: number }
  | { type: 'invoice'; total: number }
  | { type: 'pay'; index: number; half: boolean }
  | { type: 'refund'; index: number; amount: number }
  | { type: 'payout'; amount: number }
  | { type: 'cancel'; index: number };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    type: fc.constant('deposit' as const),
    amount: fc.integer({ min: 1, max: 500_000 }),
  }),
  fc.record({
    type: fc.constant('invoice' as const),
    total: fc.integer({ min: 100, max: 300_000 }),
  }),
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('pay' as const),
      index: fc.nat({ max: 6 }),
      half: fc.boolean(),
    }),
  },
  fc.record({
    type: fc.constant('refund' as const),
    index: fc.nat({ max: 6 }),
    amount: fc.integer({ min: 1, max: 300_000 }),
  }),
  fc.record({
    type: fc.constant('payout' as const),
    amount: fc.integer({ min: 10_000, max: 400_000 }),
  }),
  fc.record({ type: fc.constant('cancel' as const), index: fc.nat({ max: 6 }) }),
);

interface Model {
  available: number;
  held: number;
  invoices: { id: number; total: number; paid: number }[];
  payouts: { id: number; amount: number; pending: boolean }[];
}

async function newCustomer() {
  const headers = signInCustomer(bed.identity);
  await bed.ctx.app.inject({ method: 'GET', url: `${WALLET}/balance`, headers });
  const session = bed.identity.sessions.get(headers['x-session-token']!) as ReturnType<
    typeof identitySession
  >;
  const { rows } = await bed.ctx.database.pool.query<{ id: number }>(
    'SELECT id FROM customers WHERE identity_id = $1',
    [session.identity.id],
  );
  const account = await bed.ctx.app.inject({
    method: 'POST',
    url: `${WALLET}/payout-accounts`,
    headers,
    payload: { gateway: 'bkash', details: { wallet_number: '01712345678' } },
  });
  expect(account.statusCode, account.body).toBe(201);
  return { headers, customerId: rows[0]!.id, accountId: account.json().data.id as number };
}

async function run(command: Command, model: Model, c: Awaited<ReturnType<typeof newCustomer>>) {
  const { headers } = c;
  switch (command.type) {
    case 'deposit':
      await bed.fundWallet(c.customerId, command.amount);
      model.available += command.amount;
      return;
    case 'invoice':
      model.invoices.push({
        id: await bed.invoiceFor(c.customerId, command.total),
        total: command.total,
        paid: 0,
      });
      return;
    case 'pay': {
      const invoice = model.invoices[command.index];
      if (!invoice) return;
      const due = invoice.total - invoice.paid;
      // Nothing due (paid, or refunded to zero) is still asked with a valid amount: 409.
      const amount = Math.max(1, command.half ? Math.floor(due / 2) : due);
      const res = await bed.pay(headers, `invoices/${invoice.id}`, { gateway: 'wallet', amount });
      if (due <= 0) {
        expect(res.statusCode, res.body).toBe(409);
      } else if (model.available < amount) {
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().error.code).toBe('insufficient_funds');
      } else {
        expect(res.statusCode, res.body).toBe(201);
        model.available -= amount;
        invoice.paid += amount;
      }
      return;
    }
    case 'refund': {
      const invoice = model.invoices[command.index];
      if (!invoice) return;
      const services = bed.services();
      await services.ledger.transaction((tx) =>
        services.invoices.adjust(tx, invoice.id, {
          kind: 'adjustment',
          description: 'Refunded: a product',
          quantity: 1,
          unitAmount: -command.amount,
          amount: -command.amount,
        }),
      );
      invoice.total = Math.max(0, invoice.total - command.amount);
      if (invoice.paid > invoice.total) {
        model.available += invoice.paid - invoice.total;
        invoice.paid = invoice.total;
      }
      return;
    }
    case 'payout': {
      const res = await bed.ctx.app.inject({
        method: 'POST',
        url: `${WALLET}/payout-requests`,
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: { payout_account_id: c.accountId, amount: command.amount },
      });
      if (model.available < command.amount) {
        expect(res.statusCode, res.body).toBe(422);
      } else {
        expect(res.statusCode, res.body).toBe(201);
        model.available -= command.amount;
        model.held += command.amount;
        model.payouts.push({ id: res.json().data.id, amount: command.amount, pending: true });
      }
      return;
    }
    case 'cancel': {
      const payout = model.payouts[command.index];
      if (!payout) return;
      const res = await bed.ctx.app.inject({
        method: 'PUT',
        url: `${WALLET}/payout-requests/${payout.id}/cancel`,
        headers,
      });
      if (!payout.pending) {
        expect(res.statusCode, res.body).toBe(409);
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      payout.pending = false;
      model.held -= payout.amount;
      model.available += payout.amount;
    }
  }
}

describe('money through the API, any sequence', () => {
  it('keeps the wallet, the payout hold and every invoice equal to the model, the ledger balanced', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 14 }), async (commands) => {
        const customer = await newCustomer();
        const model: Model = { available: 0, held: 0, invoices: [], payouts: [] };
        for (const command of commands) await run(command, model, customer);

        const balance = await bed.ctx.app.inject({
          method: 'GET',
          url: `${WALLET}/balance`,
          headers: customer.headers,
        });
        const bdt = balance.json().data.find((b: { currency: string }) => b.currency === 'BDT');
        expect({
          available: bdt?.available.amount ?? 0,
          held: bdt?.held.amount ?? 0,
        }).toEqual({ available: model.available, held: model.held });
        for (const invoice of model.invoices) {
          const read = await bed.ctx.app.inject({
            method: 'GET',
            url: `${INVOICES}/invoices/${invoice.id}`,
            headers: customer.headers,
          });
          expect(read.json().data).toMatchObject({
            total: { amount: invoice.total },
            paid: { amount: invoice.paid },
          });
        }
        expect(await bed.services().ledger.audit()).toEqual({ drifted: [], unbalanced: [] });
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
