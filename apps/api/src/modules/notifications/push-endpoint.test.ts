import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import https from 'node:https';
import { parse } from 'node:url';
import pino from 'pino';
import webpush from 'web-push';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../platform/config.ts';
import { customers } from '../customers/tables.ts';
import { createPushDeliverer, createPushSender } from './push.ts';
import { isAllowedPushEndpoint } from './push-endpoint.ts';
import { createNotificationsRepository } from './repository.ts';
import { createNotificationsService } from './service.ts';

const SUBSCRIPTIONS = '/api/notification/customer/v1/push/subscriptions';
const KEYS = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
const HOSTS = loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/x' }).PUSH_ENDPOINT_HOSTS;

/** Endpoints real browsers get from each push service of the default list. */
const GENUINE = [
  'https://fcm.googleapis.com/fcm/send/cXyZ:APA91bH-token_part',
  'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk-token',
  'https://web.push.apple.com/QGx7Fz-token',
  'https://wns2-bn3p.notify.windows.com/w/?token=BQYAAAB%2bL%2fz%3d',
];

/** Request forgery through a subscription's endpoint, each refused by name. */
const ATTACKS: [string, string][] = [
  ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
  ['an IPv4 literal (cloud metadata)', 'https://169.254.169.254/latest/meta-data'],
  ['an IPv6 literal', 'https://[::1]/push'],
  ['a hex IPv4 literal', 'https://0x7f.0.0.1/push'],
  ['localhost', 'https://localhost/push'],
  ['user info hiding the real host', 'https://fcm.googleapis.com@evil.example/x'],
  ['user info before the real host', 'https://evil.example@fcm.googleapis.com/x'],
  ['a user and password', 'https://u:p@fcm.googleapis.com/x'],
  ['another port', 'https://fcm.googleapis.com:8443/x'],
  ['a trailing dot', 'https://fcm.googleapis.com./x'],
  ['a look-alike suffix', 'https://fcm.googleapis.com.evil.example/x'],
  ['a sibling of the push host', 'https://evil.googleapis.com/x'],
  ['a name below an exact push host', 'https://evil.fcm.googleapis.com/x'],
  ['the bare domain of a wildcard', 'https://notify.windows.com/x'],
  ['full-width Unicode letters', 'https://ｆｃｍ.googleapis.com/x'],
  ['a punycode look-alike', 'https://xn--fcm-xxa.googleapis.com/x'],
  ['an encoded dot', 'https://fcm.googleapis.com%2eevil.example/x'],
  ['upper case', 'https://FCM.googleapis.com/x'],
  ['a backslash', 'https://evil.example\\@fcm.googleapis.com/x'],
  ['no slashes', 'https:fcm.googleapis.com/x'],
  // WHATWG reads these as a host under fcm.googleapis.com; web-push's url.parse reads 127.0.0.1.
  ['a semicolon parser differential', 'https://127.0.0.1;.fcm.googleapis.com/x'],
  ['a quote parser differential', "https://127.0.0.1'.fcm.googleapis.com/x"],
  ['a brace parser differential', 'https://127.0.0.1{.fcm.googleapis.com/x'],
  ['a wildcard parser differential', 'https://127.0.0.1;.notify.windows.com/x'],
];

describe('which push endpoints the worker may POST to', () => {
  it('accepts the endpoints each push service gives browsers', () => {
    for (const endpoint of GENUINE)
      expect(isAllowedPushEndpoint(endpoint, HOSTS), endpoint).toBe(true);
  });

  it.each(ATTACKS)('refuses %s', (_attack, endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, HOSTS)).toBe(false);
  });

  it('refuses a listed host with an unusual form, and anything with an empty list', () => {
    expect(isAllowedPushEndpoint('not a url', HOSTS)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com\t/x', HOSTS)).toBe(false);
    expect(isAllowedPushEndpoint(GENUINE[0]!, [])).toBe(false);
    // Why the canonical form matters: the library the worker uses reads another host.
    expect(parse('https://127.0.0.1;.fcm.googleapis.com/x').hostname).toBe('127.0.0.1');
  });
});

describe('push subscriptions under attack', () => {
  const identity = useFakeIdentity();
  const ctx = useTestApp({
    env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0' }),
  });
  /** Every HTTPS request web-push starts (it calls `https.request` with what it parsed). */
  const requests = vi.spyOn(https, 'request');
  afterEach(() => requests.mockClear());

  const subscribe = (headers: Record<string, string>, endpoint: string) =>
    ctx.app.inject({
      method: 'POST',
      url: SUBSCRIPTIONS,
      headers,
      payload: { endpoint, expirationTime: null, keys: KEYS },
    });
  const stored = async (endpoint: string) =>
    (
      await ctx.database.pool.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [
        endpoint,
      ])
    ).rowCount;

  it('saves the endpoints real browsers get', async () => {
    const headers = signInCustomer(identity);
    for (const endpoint of GENUINE) {
      const res = await subscribe(headers, `${endpoint}${randomUUID()}`);
      expect(res.statusCode, `${endpoint} ${res.body}`).toBe(201);
    }
  });

  it.each(ATTACKS)('refuses to subscribe %s and stores nothing', async (_attack, endpoint) => {
    const res = await subscribe(signInCustomer(identity), endpoint);
    expect([400, 422]).toContain(res.statusCode);
    expect(res.json().error.code).toMatch(/^(validation_failed|unprocessable)$/);
    expect(await stored(endpoint)).toBe(0);
  });

  it('keeps an endpoint with a tab the URL parser drops only in its canonical form', async () => {
    const res = await subscribe(signInCustomer(identity), 'https://fcm.googleapis.com\t/tab');
    // The schema stores what the URL standard reads, which every parser reads alike.
    expect(res.statusCode).toBe(201);
    expect(res.json().data.endpoint).toBe('https://fcm.googleapis.com/tab');
  });

  it('never connects at send time to an endpoint saved before the rules (it is forgotten)', async () => {
    const { db } = ctx.database;
    const [customer] = await db
      .insert(customers)
      .values({ identityId: randomUUID(), email: `ssrf-${randomUUID()}@example.com` })
      .returning();
    const repository = createNotificationsRepository(db);
    const forged = 'https://127.0.0.1;.fcm.googleapis.com/internal';
    // A real device's keys, so nothing but the endpoint could stop the push.
    const ecdh = createECDH('prime256v1');
    await repository.savePushSubscription(customer!.id, {
      endpoint: forged,
      p256dh: ecdh.generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    });
    await db.transaction((tx) =>
      createNotificationsService(repository).notify(tx, {
        customerId: customer!.id,
        kind: 'parcel_status',
        title: 'Parcel SP-1',
        body: 'In transit',
        link: '/dashboard',
        email: false,
      }),
    );
    const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@crossport.local' };
    const send = createPushSender(vapid, {
      allowed: (endpoint) => isAllowedPushEndpoint(endpoint, HOSTS),
      timeoutMs: 1_000,
    });
    const deliver = createPushDeliverer(repository, send, pino({ level: 'silent' }));
    while ((await deliver()) > 0);
    // web-push would have read 127.0.0.1 and connected there; it is never even asked.
    expect(requests).not.toHaveBeenCalled();
    expect(await stored(forged)).toBe(0);
  });
});
