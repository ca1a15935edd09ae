import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { createInvoice, customerOf } from '../../../test/invoice-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createCustomersRepository } from '../../modules/customers/index.ts';
import { createInvoiceReader } from '../../modules/invoices/index.ts';
import { Queue } from '../../platform/queue.ts';
import { createLocalStorage } from '../../platform/storage/local-storage.ts';
import type { Storage } from '../../platform/storage.ts';
import { renderInvoicePdfJob } from './job.ts';
import { testDatabaseUrl } from '../../../test/database-url.ts';

const INVOICES = '/api/invoice/customer/invoice/v1/invoices';
const BENGALI_TITLE = 'জামদানি শাড়ি — ঢাকাই স্পেশাল';
const logger = pino({ level: 'silent' });

let storageDir: string;
let worker: Queue;
const puts: string[] = [];
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'crossport-invoice-pdf-'));
});

const identity = useFakeIdentity();
const ctx = useTestApp({
  env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0', STORAGE_DIR: storageDir }),
});

beforeAll(async () => {
  // The worker's side, as jobs/render-invoice-pdf.ts wires it, counting what it stores.
  const disk = createLocalStorage(storageDir);
  const storage: Storage = {
    ...disk,
    put: async (key, body, type) => {
      puts.push(key);
      await disk.put(key, body, type);
    },
  };
  const customers = createCustomersRepository(ctx.database.db);
  const job = renderInvoicePdfJob(async () => ({
    findInvoice: createInvoiceReader(ctx.database.db).find,
    findCustomer: (id) => customers.findById(id),
    storage,
  }));
  worker = await Queue.open(testDatabaseUrl(), logger);
  await worker.work([job], logger);
});
afterAll(async () => {
  await worker?.stop();
  await rm(storageDir, { recursive: true, force: true });
});

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

async function shopperWithInvoice() {
  const email = `pdf.${crypto.randomUUID()}@example.com`;
  const headers = signInCustomer(identity, { email, name: 'নুসরাত জাহান' });
  const customer = await customerOf(ctx.app, ctx.database.db, headers, email);
  const invoice = await createInvoice(
    ctx.database.db,
    customer.id,
    [
      { description: BENGALI_TITLE, quantity: 2, unitAmount: 150_000 },
      { description: 'Leather wallet, brown', quantity: 1, unitAmount: 89_950 },
    ],
    100_000,
  );
  return { headers, email, invoice };
}

const download = (id: number, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `${INVOICES}/${id}/download`, headers });

describe('invoice PDF download', () => {
  it('is rendered by the worker with the company, customer, lines, payments and balance due', async () => {
    const { headers, email, invoice } = await shopperWithInvoice();
    const res = await download(invoice.id, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const number = `INV-${String(invoice.id).padStart(8, '0')}`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Kept for a look at the layout (rendered to PNG by pdftoppm in development).
    await writeFile(path.join(tmpdir(), 'crossport-invoice-sample.pdf'), res.rawPayload);

    const text = (await textOf(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Crossport');
    expect(text).toContain(number);
    expect(text).toContain(email);
    expect(text).toContain('Leather wallet, brown');
    expect(text).toContain('1,500.00'); // a unit price
    expect(text).toContain('3,000.00'); // the Bengali line's amount
    expect(text).toContain('3,899.50'); // total
    expect(text).toContain('1,000.00'); // paid
    expect(text).toContain('2,899.50'); // balance due
    expect(text).toMatch(/Balance due/);
    expect(text).toContain('৳');
    // Text comes out in glyph order, where a vowel sign such as ি stands before its
    // consonant (as drawn); words without one read as written.
    expect(text).toContain('ঢাকাই');
    expect(text).toContain('জাহান');
  });

  it('renders once for two downloads at the same time, and serves the stored file after', async () => {
    const { headers, invoice } = await shopperWithInvoice();
    const before = puts.length;
    const [first, second] = await Promise.all([
      download(invoice.id, headers),
      download(invoice.id, headers),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect((await download(invoice.id, headers)).statusCode).toBe(200);
    expect(
      puts.slice(before).filter((key) => key.startsWith(`invoices/${invoice.id}/`)),
    ).toHaveLength(1);
  });

  it('renders a new version when the invoice changes', async () => {
    const { headers, invoice } = await shopperWithInvoice();
    const first = await download(invoice.id, headers);
    await ctx.database.db.execute(
      `update invoices set paid = total, status = 'paid', subject_type = 'arranged', updated_at = now() where id = ${invoice.id}`,
    );
    const second = await download(invoice.id, headers);
    expect(second.statusCode).toBe(200);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(false);
    expect((await textOf(second.rawPayload)).replace(/\s+/g, ' ')).toMatch(/Balance due ৳0\.00/);
    expect(puts.filter((key) => key.startsWith(`invoices/${invoice.id}/`))).toHaveLength(2);
  });

  it('shows a refund as paid, refunded and net paid lines that add up', async () => {
    const { headers, invoice } = await shopperWithInvoice();
    // 3,899.50 paid in all, 1,000.00 of it refunded (a cancelled product): 2,899.50 kept.
    await ctx.database.db.execute(
      `update invoices set total = 289950, paid = 289950, refunded = 100000, status = 'paid', updated_at = now() where id = ${invoice.id}`,
    );
    const res = await download(invoice.id, headers);
    expect(res.statusCode).toBe(200);
    const text = (await textOf(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toMatch(/Amount paid ৳3,899\.50/);
    expect(text).toMatch(/Refunded −৳1,000\.00/);
    expect(text).toMatch(/Net paid ৳2,899\.50/);
    expect(text).toMatch(/Balance due ৳0\.00/);
  });

  it('answers 404 to another customer and renders nothing for them', async () => {
    const { invoice } = await shopperWithInvoice();
    const before = puts.length;
    const b = signInCustomer(identity);
    const res = await download(invoice.id, b);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(puts.length).toBe(before);
  });
});
