import nodemailer from 'nodemailer';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import {
  createNotificationMailer,
  createNotificationsRepository,
} from '../modules/notifications/index.ts';
import { createCustomersRepository } from '../modules/customers/index.ts';
import { createStorageServices } from '../modules/index.ts';
import { SHIPMENT, STAFF_SHIPMENT, useParcelsTestbed } from '../../test/parcels-testbed.ts';
import { storageDays, sweepStorage } from './storage-sweep.ts';

const bed = useParcelsTestbed();
const { ctx } = bed;
const DAY = 86_400_000;
// The demo warehouses keep the defaults: 30 free days, a reminder 3 days before they end,
// ৳20 a day after them, a final notice 7 days before day 90, disposal on day 90.
const FEE = 2_000;
const STORAGE_KINDS = ['storage_reminder', 'storage_final_notice', 'parcel_disposed'];
const SMALL = { weight_grams: 500, length_cm: 10, width_cm: 10, height_cm: 10 };

async function parcelInStorage() {
  const c = await bed.customer();
  const parcel = await bed.receivedParcel(c, SMALL);
  const view = (await bed.call(c, 'GET', `${SHIPMENT}/shipment-products/${parcel.number}`)).json()
    .data;
  const receivedAt = new Date(view.receipt.received_at);
  const services = createStorageServices(ctx.database.db);
  const sweep = (day: number) =>
    sweepStorage(services, new Date(receivedAt.getTime() + day * DAY + 60_000), {
      customerId: c.id,
    });
  const read = async () =>
    (await bed.call(c, 'GET', `${SHIPMENT}/shipment-products/${parcel.number}`)).json().data;
  // Receipt and payment tell the customer too (notifications.test.ts); these are the sweep's.
  const notices = async () => {
    const page = (await bed.call(c, 'GET', '/api/notification/customer/v1/notifications')).json();
    const data = page.data.filter((n: { kind: string }) => STORAGE_KINDS.includes(n.kind));
    return { ...page, data, unread: data.filter((n: { read: boolean }) => !n.read).length };
  };
  return { c, parcel, sweep, read, notices };
}

describe('storage with a moving clock', () => {
  it('counts whole days from receipt', () => {
    const at = new Date('2026-01-01T10:00:00Z');
    expect(storageDays(at, new Date('2026-01-01T23:59:00Z'))).toBe(0);
    expect(storageDays(at, new Date('2026-01-02T10:00:00Z'))).toBe(1);
    expect(storageDays(at, new Date('2025-12-31T10:00:00Z'))).toBe(0);
  });

  it('reminds once, bills each day past the window, warns, then disposes; the ledger shows the paid fees', async () => {
    const { c, parcel, sweep, read, notices } = await parcelInStorage();

    await sweep(26);
    expect((await notices()).data).toEqual([]);
    await sweep(27);
    await sweep(27);
    await sweep(29);
    const reminded = await notices();
    expect(reminded.data.map((n: { kind: string }) => n.kind)).toEqual(['storage_reminder']);
    expect(reminded.unread).toBe(1);
    expect(reminded.data[0].title).toContain(parcel.number);

    // Day 30 is the last free one; days 31–33 are billed, one line each, however often we run.
    await sweep(30);
    expect((await read()).receipt.storage_fee_days).toBe(0);
    await sweep(31);
    await sweep(33);
    await sweep(33);
    const billed = (await read()).receipt;
    expect(billed.storage_fee_days).toBe(3);
    const storage = await bed.invoice(c.headers, billed.storage_invoice_id);
    expect(storage.lines).toHaveLength(3);
    expect(storage.total).toEqual({ amount: 3 * FEE, currency: 'BDT' });

    // Paid from the wallet: the ledger moves exactly the fees out of it.
    const before = await bed.walletBalance(c.id);
    await bed.payByWallet(c, billed.storage_invoice_id);
    expect(await bed.walletBalance(c.id)).toBe(before);
    const history = await ctx.database.pool.query<{ kind: string; amount: string }>(
      `SELECT e.kind, p.amount FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
       JOIN ledger_accounts a ON a.id = p.account_id
       WHERE a.key = $1 ORDER BY p.id`,
      [`customer_wallet:${c.id}:BDT`],
    );
    expect(history.rows.map((r) => [r.kind, Number(r.amount)])).toEqual([
      ['wallet_deposit', 3 * FEE],
      ['invoice_payment', -3 * FEE],
    ]);

    expect((await read()).receipt).toMatchObject({
      storage_fees_due: false,
      storage_invoice_id: null,
    });
    // Later days go on a new invoice, as the paid one is closed.
    await sweep(35);
    const next = (await read()).receipt;
    expect(next.storage_fees_due).toBe(true);
    expect(next.storage_invoice_id).not.toBe(billed.storage_invoice_id);
    expect((await bed.invoice(c.headers, next.storage_invoice_id)).total.amount).toBe(2 * FEE);

    await sweep(82);
    expect((await notices()).data).toHaveLength(1);
    await sweep(83);
    await sweep(84);
    expect((await notices()).data.map((n: { kind: string }) => n.kind)).toEqual([
      'storage_final_notice',
      'storage_reminder',
    ]);

    await sweep(90);
    await sweep(95);
    const gone = await read();
    expect(gone.status).toBe('disposed');
    // Fees stop at the maximum: days 31–90, so 60 days, 3 of them paid already.
    expect(gone.receipt.storage_fee_days).toBe(60);
    expect((await bed.invoice(c.headers, gone.receipt.storage_invoice_id)).total.amount).toBe(
      57 * FEE,
    );
    // Nothing will ship: its unpaid shipping invoice is withdrawn.
    expect((await bed.invoice(c.headers, parcel.invoice_id!)).status).toBe('cancelled');
    expect((await notices()).data.map((n: { kind: string }) => n.kind)).toEqual([
      'parcel_disposed',
      'storage_final_notice',
      'storage_reminder',
    ]);
    const kinds = gone.timeline.map((e: { kind: string; status: string | null }) => e.kind);
    expect(kinds.filter((k: string) => k === 'storage_reminder')).toHaveLength(1);
    expect(gone.timeline.at(-1)).toMatchObject({ status: 'disposed', actor: 'system' });

    // Each notice is emailed once, after its transaction committed (the row is the outbox).
    const sent: { to: string; subject: string }[] = [];
    // nodemailer's JSON transport renders the message without a network; SMTP itself is
    // covered by the identity service's courier test against a fake server.
    const json = nodemailer.createTransport({ jsonTransport: true });
    const mailer = createNotificationMailer(
      createNotificationsRepository(ctx.database.db),
      {
        url: undefined,
        from: 'Crossport <no-reply@crossport.local>',
        transport: {
          sendMail: async (mail) => {
            sent.push({ to: String(mail.to), subject: String(mail.subject) });
            return json.sendMail(mail);
          },
        },
      },
      pino({ level: 'silent' }),
      async (id) => (await createCustomersRepository(ctx.database.db).findById(id))?.email ?? null,
    );
    while ((await mailer()) > 0);
    const mine = sent.filter(
      (m) => m.subject.includes(parcel.number) && !m.subject.includes('received at'),
    );
    expect(mine.map((m) => m.subject)).toEqual([
      expect.stringContaining('Free storage'),
      expect.stringContaining('Final notice'),
      expect.stringContaining('disposed of'),
    ]);
    expect(await mailer()).toBe(0);
  });

  it('lets staff run the sweep by hand, as of a moment and for one customer', async () => {
    const { c, parcel, read, notices } = await parcelInStorage();
    const receivedAt = new Date((await read()).receipt.received_at);
    const asOf = new Date(receivedAt.getTime() + 28 * DAY).toISOString();
    const swept = await bed.staffCall('POST', `${STAFF_SHIPMENT}/storage-sweep`, {
      as_of: asOf,
      customer_id: c.id,
    });
    expect(swept.seen).toBe(1);
    expect((await notices()).data.map((n: { title: string }) => n.title)).toEqual([
      expect.stringContaining(parcel.number),
    ]);
  });

  it('keeps a paid parcel in the warehouse until its storage fees are paid too', async () => {
    const { c, parcel, sweep, read } = await parcelInStorage();
    await bed.payByWallet(c, parcel.invoice_id!);
    await sweep(32);
    const due = (await read()).receipt;
    expect(due).toMatchObject({ storage_fee_days: 2, storage_fees_due: true });
    const start = () =>
      bed.call(c, 'PUT', `${SHIPMENT}/shipment-products/${parcel.id}/start-shipping`);
    const refused = await start();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('storage_fees_due');
    await bed.payByWallet(c, due.storage_invoice_id);
    expect((await read()).receipt).toMatchObject({
      storage_fees_due: false,
      storage_invoice_id: null,
    });
    expect((await start()).statusCode).toBe(200);
  });

  it('leaves a parcel that started shipping alone', async () => {
    const { c, parcel, sweep, read, notices } = await parcelInStorage();
    await bed.payByWallet(c, parcel.invoice_id!);
    const started = await bed.call(
      c,
      'PUT',
      `${SHIPMENT}/shipment-products/${parcel.id}/start-shipping`,
    );
    expect(started.statusCode, started.body).toBe(200);
    await sweep(120);
    expect((await read()).status).toBe('shipping_started');
    expect((await notices()).data).toEqual([]);
  });
});
