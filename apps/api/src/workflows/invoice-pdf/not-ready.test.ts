import { describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { createInvoice, customerOf } from '../../../test/invoice-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';

// No worker runs in this file: the PDF never gets rendered.
const identity = useFakeIdentity();
const ctx = useTestApp({
  env: () => ({
    IDENTITY_URL: identity.url,
    SESSION_CACHE_SECONDS: '0',
    INVOICE_PDF_WAIT_MS: '600',
  }),
});

describe('invoice PDF download without a worker', () => {
  it('waits a bounded time, then answers 503 invoice_pdf_not_ready with Retry-After', async () => {
    const email = `late.${crypto.randomUUID()}@example.com`;
    const headers = signInCustomer(identity, { email });
    const customer = await customerOf(ctx.app, ctx.database.db, headers, email);
    const invoice = await createInvoice(ctx.database.db, customer.id, [
      { description: 'Shoes', quantity: 1, unitAmount: 10_000 },
    ]);
    const started = Date.now();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/invoice/customer/invoice/v1/invoices/${invoice.id}/download`,
      headers,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('invoice_pdf_not_ready');
    expect(res.headers['retry-after']).toBe('5');
  });
});
