import nodemailer from 'nodemailer';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createCustomersRepository } from '../modules/customers/index.ts';
import {
  createNotificationMailer,
  createNotificationsRepository,
  EVENT_TYPES,
} from '../modules/notifications/index.ts';
import { signInCustomer } from '../../test/commerce-fixtures.ts';
import { STAFF_SHIPMENT, useParcelsTestbed } from '../../test/parcels-testbed.ts';

const bed = useParcelsTestbed();
const { ctx } = bed;
const BASE = '/api/notification/customer/v1';
const SETTINGS = `${BASE}/custom`;
const SMALL = { weight_grams: 1_200, length_cm: 10, width_cm: 10, height_cm: 10 };
const FCM = 'https://fcm.googleapis.com/fcm/send/';
const KEYS = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };

type Notice = { kind: string; title: string; body: string; link: string | null; read: boolean };

async function feed(headers: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'GET', url: `${BASE}/notifications`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Notice[]; unread: number };
}

function settings(headers: Record<string, string>, payload?: object) {
  return ctx.app.inject({
    method: payload ? 'POST' : 'GET',
    url: SETTINGS,
    headers,
    ...(payload ? { payload } : {}),
  });
}

/** The outbox rows of a customer, oldest first (what the workers will send). */
async function outbox(customerId: number) {
  const { rows } = await ctx.database.pool.query<{
    kind: string;
    in_app: boolean;
    email_status: string;
    push_status: string;
    language: string;
    title: string;
    body: string;
  }>(
    'SELECT kind, in_app, email_status, push_status, language, title, body FROM customer_notifications WHERE customer_id = $1 ORDER BY id',
    [customerId],
  );
  return rows;
}

describe('notification settings (GET/POST custom)', () => {
  it('answers every event type with the defaults, a subscriber id and English', async () => {
    const c = await bed.customer();
    const res = await settings(c.headers);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.language).toBe('en');
    expect(data.subscriber_id).toMatch(/^cps_[0-9a-f]{32}$/);
    expect(data.events.map((e: { type: string }) => e.type)).toEqual([...EVENT_TYPES]);
    expect(data.events.find((e: { type: string }) => e.type === 'payment_result')).toEqual({
      type: 'payment_result',
      in_app: true,
      email: true,
      push: true,
    });
    // Status moves come often: not by email unless asked.
    expect(data.events.find((e: { type: string }) => e.type === 'parcel_status').email).toBe(false);
    // Stable: asking again gives the same id.
    expect((await settings(c.headers)).json().data.subscriber_id).toBe(data.subscriber_id);
  });

  it('saves what is given, keeps the rest, and is each customer’s own', async () => {
    const c = await bed.customer();
    const other = await bed.customer();
    const saved = await settings(c.headers, {
      language: 'bn',
      events: [{ type: 'order_status', email: true, push: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = (await settings(c.headers)).json().data;
    expect(again.language).toBe('bn');
    expect(again.events.find((e: { type: string }) => e.type === 'order_status')).toEqual({
      type: 'order_status',
      in_app: true,
      email: true,
      push: false,
    });
    await settings(c.headers, { events: [{ type: 'order_status', in_app: false }] });
    const third = (await settings(c.headers)).json().data;
    expect(third.events.find((e: { type: string }) => e.type === 'order_status')).toMatchObject({
      in_app: false,
      email: true,
    });
    const theirs = (await settings(other.headers)).json().data;
    expect(theirs.language).toBe('en');
    expect(theirs.subscriber_id).not.toBe(third.subscriber_id);
  });

  it('refuses unknown event types, channels and languages, and guests', async () => {
    const c = await bed.customer();
    for (const payload of [
      { events: [{ type: 'lottery_won', email: true }] },
      { events: [{ type: 'order_status', sms: true }] },
      { language: 'fr' },
      { events: [{ type: 'order_status', email: 'yes' }] },
      { events: Array.from({ length: 30 }, () => ({ type: 'order_status' })) },
    ]) {
      const res = await settings(c.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain('validation_failed');
    }
    expect((await ctx.app.inject({ method: 'GET', url: SETTINGS })).statusCode).toBe(401);
  });

  it('adopts the identity’s notification_subscriber_id on sync and returns it', async () => {
    const headers = signInCustomer(bed.identity);
    const session = bed.identity.sessions.get(headers['x-session-token']!) as {
      identity: { metadata_public: unknown };
    };
    session.identity.metadata_public = {
      notification_subscriber_id: `cps_${'ab12'.repeat(6)}${Date.now()}`.slice(0, 40),
    };
    const synced = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/customer/sync/v1/sync-identity',
      headers,
    });
    expect(synced.statusCode, synced.body).toBe(200);
    const id = synced.json().data.notification_subscriber_id;
    expect(id).toMatch(/^cps_ab12/);
    expect((await settings(headers)).json().data.subscriber_id).toBe(id);
  });

  it('starts a new customer in the web’s language (NEXT_LOCALE at the first sync)', async () => {
    const headers = signInCustomer(bed.identity);
    const synced = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/customer/sync/v1/sync-identity',
      headers: { ...headers, cookie: 'NEXT_LOCALE=bn' },
    });
    expect(synced.statusCode, synced.body).toBe(200);
    expect((await settings(headers)).json().data.language).toBe('bn');
    // Later syncs in another language leave the customer's choice alone.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/customer/sync/v1/sync-identity',
      headers: { ...headers, cookie: 'NEXT_LOCALE=en' },
    });
    expect((await settings(headers)).json().data.language).toBe('bn');
  });
});

describe('push subscriptions', () => {
  const subscribe = (headers: Record<string, string>, endpoint: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `${BASE}/push/subscriptions`,
      headers,
      payload: { endpoint, expirationTime: null, keys: KEYS },
    });

  it('hands out the VAPID public key and saves, moves and deletes only one’s own devices', async () => {
    const c = await bed.customer();
    const other = await bed.customer();
    const anonymous = await ctx.app.inject({ method: 'GET', url: `${BASE}/push/public-key` });
    expect(anonymous.statusCode).toBe(401);
    const key = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/push/public-key`,
      headers: c.headers,
    });
    expect(key.statusCode, key.body).toBe(200);
    expect(key.json().data.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const endpoint = `${FCM}${crypto.randomUUID()}`;
    expect((await subscribe(c.headers, endpoint)).statusCode).toBe(201);
    // The same device again is one subscription.
    expect((await subscribe(c.headers, endpoint)).statusCode).toBe(201);
    const remove = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `${BASE}/push/subscriptions`,
        headers,
        payload: { endpoint },
      });
    expect((await remove(other.headers)).statusCode).toBe(404);
    expect((await remove(c.headers)).statusCode).toBe(200);
    expect((await remove(c.headers)).statusCode).toBe(404);
  });

  it('refuses endpoints that are not a known push service, plain http and oversized keys', async () => {
    const c = await bed.customer();
    expect((await subscribe(c.headers, 'https://169.254.169.254/latest')).statusCode).toBe(422);
    expect((await subscribe(c.headers, 'https://evil.example/push')).statusCode).toBe(422);
    expect((await subscribe(c.headers, `http://fcm.googleapis.com/x`)).statusCode).toBe(400);
    const big = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/push/subscriptions`,
      headers: c.headers,
      payload: { endpoint: `${FCM}x`, keys: { p256dh: 'B'.repeat(500), auth: KEYS.auth } },
    });
    expect(big.statusCode).toBe(400);
  });
});

describe('events tell the customer, honouring their settings', () => {
  it('a parcel received and weighed: one notice with the invoice, emailed; the push only with a device', async () => {
    const c = await bed.customer();
    const parcel = await bed.receivedParcel(c, SMALL);
    const { data, unread } = await feed(c.headers);
    expect(data.map((n) => n.kind)).toEqual(['parcel_received']);
    expect(unread).toBe(1);
    expect(data[0]!.title).toContain(parcel.number);
    expect(data[0]!.body).toContain('1.20 kg');
    expect(data[0]!.link).toBe(`/dashboard/ship-for-me/my-parcel/${parcel.number}`);
    expect(await outbox(c.id)).toEqual([
      expect.objectContaining({ email_status: 'queued', push_status: 'none', in_app: true }),
    ]);
  });

  it('paying an invoice tells of the payment once; channels turned off are not queued', async () => {
    const c = await bed.customer();
    await settings(c.headers, { events: [{ type: 'payment_result', email: false, push: true }] });
    await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/push/subscriptions`,
      headers: c.headers,
      payload: { endpoint: `${FCM}${crypto.randomUUID()}`, keys: KEYS },
    });
    const parcel = await bed.receivedParcel(c, SMALL);
    await bed.payByWallet(c, parcel.invoice_id!);
    const kinds = (await feed(c.headers)).data.map((n) => n.kind);
    expect(kinds).toEqual(['payment_result', 'parcel_received']);
    const rows = await outbox(c.id);
    expect(rows.at(-1)).toMatchObject({
      kind: 'payment_result',
      email_status: 'none',
      push_status: 'queued',
    });
    expect(rows.at(-1)!.title).toContain('৳');
  });

  it('in-app off keeps it out of the feed (and the bell)', async () => {
    const c = await bed.customer();
    await settings(c.headers, {
      events: [{ type: 'parcel_received', in_app: false, email: false, push: false }],
    });
    await bed.receivedParcel(c, SMALL);
    expect((await feed(c.headers)).data).toEqual([]);
    expect(await outbox(c.id)).toEqual([
      expect.objectContaining({ in_app: false, email_status: 'none', push_status: 'none' }),
    ]);
  });

  it('a staff move of a parcel tells the customer once, by its status', async () => {
    const c = await bed.customer();
    const parcel = await bed.receivedParcel(c, SMALL);
    await bed.staffCall('PUT', `${STAFF_SHIPMENT}/shipment-products/${parcel.id}/status`, {
      status: 'on_hold',
      reason: 'Battery inside needs a check',
    });
    const { data } = await feed(c.headers);
    expect(data.map((n) => n.kind)).toEqual(['parcel_status', 'parcel_received']);
    expect(data[0]!.title).toBe(`Parcel ${parcel.number}: on hold`);
    expect(data[0]!.body).toContain('Battery inside needs a check');
  });

  it('a Bengali customer gets Bengali notices and a Bengali email (subject, text and HTML)', async () => {
    const c = await bed.customer();
    await settings(c.headers, { language: 'bn' });
    const parcel = await bed.receivedParcel(c, SMALL);
    const [notice] = (await feed(c.headers)).data;
    expect(notice!.title).toBe(`পার্সেল ${parcel.number} আমাদের গুদামে পৌঁছেছে`);
    expect(notice!.body).toContain('কেজি');

    const sent: { to: string; subject: string; text: string; html: string }[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    const mailer = createNotificationMailer(
      createNotificationsRepository(ctx.database.db),
      {
        url: undefined,
        from: 'Crossport <no-reply@crossport.local>',
        webPublicUrl: 'https://crossport.example',
        transport: {
          sendMail: async (mail) => {
            sent.push({
              to: String(mail.to),
              subject: String(mail.subject),
              text: String(mail.text),
              html: String(mail.html),
            });
            return json.sendMail(mail);
          },
        },
      },
      pino({ level: 'silent' }),
      async (id) => (await createCustomersRepository(ctx.database.db).findById(id))?.email ?? null,
    );
    while ((await mailer()) > 0);
    const mine = sent.find((m) => m.subject.includes(parcel.number))!;
    expect(mine.subject).toBe(`পার্সেল ${parcel.number} আমাদের গুদামে পৌঁছেছে`);
    expect(mine.text).toContain('নমস্কার');
    expect(mine.text).toContain(
      `ক্রসপোর্টে খুলুন: https://crossport.example/dashboard/ship-for-me/my-parcel/${parcel.number}`,
    );
    expect(mine.html).toContain('<html lang="bn">');
    expect(mine.html).toContain('ক্রসপোর্টে খুলুন');
  });
});
