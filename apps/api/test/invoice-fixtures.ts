import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers } from '../src/modules/customers/tables.ts';
import { invoiceLines, invoices } from '../src/modules/invoices/tables.ts';
import type { Database } from '../src/platform/database.ts';

/** Invoices a test arranged in the tables, amounts and all, instead of paying them. */
export const ARRANGED_IN_TEST = 'arranged';

/** The customer row behind a signed-in test session (created on its first request). */
export async function customerOf(
  app: FastifyInstance,
  db: Database,
  headers: Record<string, string>,
  email: string,
) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/invoice/customer/invoice/v1/invoices',
    headers,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  if (!row) throw new Error(`No customer ${email}`);
  return row;
}

/**
 * An invoice with the given lines (amounts in minor units of BDT), arranged in the tables; a
 * `paid` part is written as is, with no payment behind it, so its subject type says so (the
 * paid-means-ledgered check in record-office-payment.test.ts leaves such invoices out).
 */
export async function createInvoice(
  db: Database,
  customerId: number,
  lines: { description: string; quantity: number; unitAmount: number }[],
  paid = 0,
) {
  const total = lines.reduce((sum, l) => sum + l.quantity * l.unitAmount, 0);
  const [invoice] = await db
    .insert(invoices)
    .values({
      customerId,
      subjectType: ARRANGED_IN_TEST,
      subjectId: 1,
      currency: 'BDT',
      total,
      paid,
      status: paid ? 'partially_paid' : 'unpaid',
    })
    .returning();
  await db.insert(invoiceLines).values(
    lines.map((l) => ({
      invoiceId: invoice!.id,
      kind: 'product',
      description: l.description,
      quantity: l.quantity,
      unitAmount: l.unitAmount,
      amount: l.quantity * l.unitAmount,
    })),
  );
  return invoice!;
}
