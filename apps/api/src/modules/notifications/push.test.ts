import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import pino from 'pino';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { customers } from '../customers/tables.ts';
import { createPushDeliverer, createPushSender, MAX_PUSH_ATTEMPTS } from './push.ts';
import { createNotificationsRepository } from './repository.ts';
import { createNotificationsService } from './service.ts';

const ctx = useTestApp();
const logger = pino({ level: 'silent' });

/** What the fake push service received: one encrypted POST per push. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A throwaway certificate for 127.0.0.1 (push services speak only HTTPS; web-push too). */
function localCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-push-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * A push service on 127.0.0.1 (RFC 8030's "push resource"): it records each POST and answers
 * what the test scripted for its path (201 by default).
 */
function fakePushService() {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const tls = localCertificate();
  const server: Server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      const queue = answers.get(req.url!) ?? [];
      res.statusCode = queue.shift() ?? 201;
      res.end();
    });
  });
  return {
    received,
    answer: (path: string, ...statuses: number[]) => answers.set(path, statuses),
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** An agent that trusts the fake's certificate, as the sender's `agent`. */
    agent: new Agent({ ca: tls.cert }),
    url: (path: string) => `https://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function device() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const fake = fakePushService();
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@crossport.local' };

beforeAll(fake.start);
afterAll(fake.stop);

async function customerWithDevices(paths: string[]) {
  const { db } = ctx.database;
  const [customer] = await db
    .insert(customers)
    .values({ identityId: randomUUID(), email: `push-${randomUUID()}@example.com` })
    .returning();
  const repository = createNotificationsRepository(db);
  const devices = [];
  for (const path of paths) {
    const d = device();
    await repository.savePushSubscription(customer!.id, { endpoint: fake.url(path), ...d.keys });
    devices.push(d);
  }
  const service = createNotificationsService(repository);
  const notify = () =>
    db.transaction((tx) =>
      service.notify(tx, {
        customerId: customer!.id,
        kind: 'parcel_status',
        title: 'Parcel SP-1: in transit',
        body: 'Your parcel SP-1 is now in transit.',
        link: '/dashboard/ship-for-me/my-parcel/SP-1',
        email: false,
      }),
    );
  const pushStatus = async (id: number) => {
    const { rows } = await ctx.database.pool.query<{ push_status: string; push_attempts: number }>(
      'SELECT push_status, push_attempts FROM customer_notifications WHERE id = $1',
      [id],
    );
    return rows[0]!;
  };
  const deviceCount = async () => {
    const { rows } = await ctx.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM push_subscriptions WHERE customer_id = $1',
      [customer!.id],
    );
    return rows[0]!.n;
  };
  const deliver = createPushDeliverer(
    repository,
    createPushSender(vapid, {
      // The fake push service is on 127.0.0.1: allowed here only, by its own origin.
      allowed: (endpoint) => endpoint.startsWith(fake.url('/')),
      timeoutMs: 2_000,
      agent: fake.agent,
    }),
    logger,
  );
  const subscriberId = (await repository.settings(customer!.id)).subscriberId;
  return { customer: customer!, devices, notify, pushStatus, deviceCount, deliver, subscriberId };
}

/** Runs the push worker until nothing is queued (other tests' rows may share the table). */
async function drain(deliver: () => Promise<number>) {
  while ((await deliver()) > 0);
}

describe('web push delivery through the outbox', () => {
  it('POSTs an encrypted, VAPID-signed push the device can decrypt', async () => {
    const path = `/push/${randomUUID()}`;
    const { devices, notify, pushStatus, deliver, subscriberId } = await customerWithDevices([
      path,
    ]);
    const id = await notify();
    expect((await pushStatus(id)).push_status).toBe('queued');
    await drain(deliver);
    expect(await pushStatus(id)).toEqual({ push_status: 'sent', push_attempts: 1 });

    const got = fake.received.filter((r) => r.path === path);
    expect(got).toHaveLength(1);
    const { headers, body } = got[0]!;
    expect(headers.ttl).toBe('86400');
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(headers['content-type']).toBe('application/octet-stream');
    expect(headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    // The payload is readable only with the device's private key and auth secret.
    const plain = ece.decrypt(body, {
      version: 'aes128gcm',
      privateKey: devices[0]!.ecdh,
      authSecret: devices[0]!.auth.toString('base64url'),
    });
    expect(JSON.parse(plain.toString('utf8'))).toEqual({
      id,
      kind: 'parcel_status',
      title: 'Parcel SP-1: in transit',
      body: 'Your parcel SP-1 is now in transit.',
      link: '/dashboard/ship-for-me/my-parcel/SP-1',
      subscriber_id: subscriberId,
    });
  });

  it('keeps a push queued after a 5xx and delivers it on the next run', async () => {
    const path = `/push/${randomUUID()}`;
    fake.answer(path, 503, 500);
    const { notify, pushStatus, deliver } = await customerWithDevices([path]);
    const id = await notify();
    await drain(deliver);
    // Each run takes it once; two failures, then the third try lands.
    expect(fake.received.filter((r) => r.path === path)).toHaveLength(3);
    expect(await pushStatus(id)).toEqual({ push_status: 'sent', push_attempts: 3 });
  });

  it('gives up after MAX_PUSH_ATTEMPTS failures', async () => {
    const path = `/push/${randomUUID()}`;
    fake.answer(path, ...Array.from({ length: MAX_PUSH_ATTEMPTS + 2 }, () => 502));
    const { notify, pushStatus, deliver } = await customerWithDevices([path]);
    const id = await notify();
    await drain(deliver);
    expect(await pushStatus(id)).toEqual({
      push_status: 'failed',
      push_attempts: MAX_PUSH_ATTEMPTS,
    });
  });

  it('forgets a device the push service calls gone (404, 410) and still reaches the others', async () => {
    const gone = `/push/${randomUUID()}`;
    const missing = `/push/${randomUUID()}`;
    const alive = `/push/${randomUUID()}`;
    fake.answer(gone, 410);
    fake.answer(missing, 404);
    const { notify, pushStatus, deviceCount, deliver } = await customerWithDevices([
      gone,
      missing,
      alive,
    ]);
    expect(await deviceCount()).toBe(3);
    const id = await notify();
    await drain(deliver);
    expect(await pushStatus(id)).toEqual({ push_status: 'sent', push_attempts: 1 });
    expect(await deviceCount()).toBe(1);
    expect(fake.received.filter((r) => r.path === alive)).toHaveLength(1);
  });

  it('does not queue a push for a customer without devices or with push turned off', async () => {
    const path = `/push/${randomUUID()}`;
    const none = await customerWithDevices([]);
    expect((await none.pushStatus(await none.notify())).push_status).toBe('none');
    const off = await customerWithDevices([path]);
    await createNotificationsRepository(ctx.database.db).saveSettings(off.customer.id, {
      channels: { parcel_status: { push: false } },
    });
    expect((await off.pushStatus(await off.notify())).push_status).toBe('none');
  });
});
