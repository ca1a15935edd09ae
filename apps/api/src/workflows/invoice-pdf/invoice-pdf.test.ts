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
import { signInStaff } from '../../../test/staff-fixtures.ts';
import { createContent } from '../../modules/content/index.ts';
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
    findCompany: createContent(ctx.database.db).company,
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

describe("the company's and the warehouses' addresses", () => {
  const COMPANY = '/api/content/admin/v1/company';
  const WAREHOUSES = '/api/core/customer/warehouse/v1/warehouses';

  it('are one setting each: Contact us, the invoice PDF and Ship For Me show what staff saved', async () => {
    const content = await signInStaff(identity, ctx.database.db, ['content']);
    const before = (
      await ctx.app.inject({ method: 'GET', url: COMPANY, headers: content.headers })
    ).json().data;
    const office = {
      name: 'Crossport',
      address_lines: ['Level 9, 27 Kemal Ataturk Avenue', 'Banani, Dhaka 1213, Bangladesh'],
      email: 'help@crossport.example',
      phone: '+880 9612 000 222',
      opening_hours: { en: 'Sat–Thu, 09:00–18:00', bn: 'শনি–বৃহস্পতিবার, সকাল ৯টা–সন্ধ্যা ৬টা' },
    };
    try {
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: COMPANY,
        headers: content.headers,
        payload: office,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({ ...office, edited_by: content.email });

      // Contact us reads the public details; the invoice PDF prints the same lines.
      const contact = await ctx.app.inject({
        method: 'GET',
        url: '/api/content/customer/v1/company',
      });
      expect(contact.json().data).toEqual(office);
      const { headers, invoice } = await shopperWithInvoice();
      const pdf = await download(invoice.id, headers);
      expect(pdf.statusCode).toBe(200);
      const text = (await textOf(pdf.rawPayload)).replace(/\s+/g, ' ');
      for (const line of [...office.address_lines, office.email]) expect(text).toContain(line);
      expect(text).not.toContain(before.address_lines[0]);
    } finally {
      const { name, address_lines, email, phone, opening_hours } = before;
      await ctx.app.inject({
        method: 'PUT',
        url: COMPANY,
        headers: content.headers,
        payload: { name, address_lines, email, phone, opening_hours },
      });
    }

    // A warehouse's address (where parcels go) is the warehouse's own setting: the address a
    // signed-in customer copies on Ship For Me is the one Contact us lists for that warehouse.
    const admin = await signInStaff(identity, ctx.database.db, ['admin']);
    const { rows } = await ctx.database.pool.query<{ id: number }>(
      `INSERT INTO warehouses (code, name, country_code, province, city, district, address_line1,
         post_code, contact_name, contact_phone, instructions, position)
       VALUES ($1, 'Address test warehouse', 'ZT', 'Zhejiang', 'Ningbo', 'Yinzhou', '1 Old Road',
         '315000', 'Li Wei', '+8613800000000', 'Write the suite code on the box', 99)
       RETURNING id`,
      [`ZA-${Date.now() % 1_000_000}`],
    );
    const id = rows[0]!.id;
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/core/admin/warehouse/v1/warehouses/${id}`,
      headers: admin.headers,
      payload: {
        address: {
          line1: '9 New Harbour Road',
          line2: null,
          district: 'Beilun',
          city: 'Ningbo',
          province: 'Zhejiang',
          post_code: '315800',
        },
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const listed = (await ctx.app.inject({ method: 'GET', url: WAREHOUSES })).json().data as {
      id: number;
      address: { line1: string; district: string; city: string; post_code: string };
    }[];
    const shown = listed.find((warehouse) => warehouse.id === id)!.address;
    const { headers } = await shopperWithInvoice();
    const context = await ctx.app.inject({
      method: 'GET',
      url: '/api/context/customer/v1/ship-for-me',
      headers,
    });
    const copied = (
      context.json().data.customer.warehouse_addresses as {
        warehouse_id: number;
        line1: string;
        district: string;
        city: string;
        post_code: string;
      }[]
    ).find((address) => address.warehouse_id === id)!;
    expect(shown.line1).toBe('9 New Harbour Road');
    expect(copied).toMatchObject({
      line1: shown.line1,
      district: shown.district,
      city: shown.city,
      post_code: shown.post_code,
    });
  });
});
