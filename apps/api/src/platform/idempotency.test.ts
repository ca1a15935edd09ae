import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { signInCustomer, guestHeaders } from '../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../test/fake-identity.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database, type DatabaseHandle } from './database.ts';
import { Unprocessable } from './errors.ts';
import { requestScopedDatabase } from './request-transaction.ts';
import { REPLAYED_HEADER } from './idempotency.ts';
import { testDatabaseUrl } from '../../test/database-url.ts';

const identity = useFakeIdentity();
const url = '/api/test/customer/idempotency/v1/charges';
let app: FastifyInstance;
let database: DatabaseHandle;
let charges = 0;
let scoped: Database;
/** Resolvers of requests the route holds (`hold: true`), in arrival order. */
const held: (() => void)[] = [];
const releaseAll = () => held.splice(0).forEach((resolve) => resolve());

beforeAll(async () => {
  const databaseUrl = testDatabaseUrl();
  database = openDatabase(databaseUrl, 4);
  app = await buildApp({
    config: loadConfig({
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      IDENTITY_URL: identity.url,
      SESSION_CACHE_SECONDS: '0',
    }),
    database,
    logger: false,
  });
  await database.pool.query(
    'CREATE TABLE IF NOT EXISTS idempotency_test_effects (id serial PRIMARY KEY, amount int NOT NULL)',
  );
  scoped = requestScopedDatabase(database.db);
  // A stand-in for a money-moving route: counts its charges; `hold` waits to be released.
  app.withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      config: { idempotent: true },
      schema: {
        body: z.strictObject({
          amount: z.number().int().min(1),
          hold: z.boolean().optional(),
          fail: z.boolean().optional(),
          refuse: z.boolean().optional(),
        }),
        response: { 201: z.object({ data: z.object({ charge: z.number(), amount: z.number() }) }) },
      },
    },
    async (request, reply) => {
      if (request.body.hold) await new Promise<void>((resolve) => held.push(resolve));
      if (request.body.fail) throw new Error('the gateway fell over');
      // The effect goes through the modules' database, so it is part of the request.
      await scoped.execute(
        sql`INSERT INTO idempotency_test_effects (amount) VALUES (${request.body.amount})`,
      );
      if (request.body.refuse) throw new Unprocessable('Refused after writing.', []);
      charges += 1;
      return reply.code(201).send({ data: { charge: charges, amount: request.body.amount } });
    },
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.pool.end();
});

const effects = async (amount: number) =>
  (
    await database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM idempotency_test_effects WHERE amount = $1',
      [amount],
    )
  ).rows[0]!.n;

const charge = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url, headers, payload });

describe('idempotent requests', () => {
  it('asks a caller without a session to sign in before asking for a key', async () => {
    const response = await charge({}, { amount: 1 });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });

  it('asks for the key, and refuses one that is empty, too long or not visible ASCII', async () => {
    const headers = signInCustomer(identity);
    const missing = await charge(headers, { amount: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('idempotency_key_missing');
    for (const key of ['', 'x'.repeat(256), 'has space', 'ключ']) {
      const bad = await charge({ ...headers, 'idempotency-key': key }, { amount: 1 });
      expect(bad.statusCode, JSON.stringify(key)).toBe(400);
    }
    const longest = await charge({ ...headers, 'idempotency-key': 'k'.repeat(255) }, { amount: 1 });
    expect(longest.statusCode).toBe(201);
  });

  it('replays the first answer to a retry, running the route once', async () => {
    const headers = { ...signInCustomer(identity), 'idempotency-key': crypto.randomUUID() };
    const first = await charge(headers, { amount: 500 });
    expect(first.statusCode).toBe(201);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    const retry = await charge(headers, { amount: 500 });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers[REPLAYED_HEADER]).toBe('true');
    expect(retry.headers['content-type']).toMatch(/application\/json/);
    expect(retry.body).toBe(first.body);
  });

  it('answers 409 idempotency_key_reused for the same key with another body', async () => {
    const headers = { ...signInCustomer(identity), 'idempotency-key': crypto.randomUUID() };
    await charge(headers, { amount: 500 });
    const before = charges;
    const reused = await charge(headers, { amount: 501 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    expect(charges).toBe(before);
  });

  it('keys per caller: two customers or guests may send the same key', async () => {
    const key = crypto.randomUUID();
    const a = await charge({ ...signInCustomer(identity), 'idempotency-key': key }, { amount: 7 });
    const b = await charge({ ...signInCustomer(identity), 'idempotency-key': key }, { amount: 7 });
    const guest = await charge({ ...guestHeaders(), 'idempotency-key': key }, { amount: 7 });
    expect([a.statusCode, b.statusCode, guest.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([a, b, guest].map((r) => r.json().data.charge)).size).toBe(3);
    const nobody = await charge({ 'idempotency-key': key }, { amount: 7 });
    expect(nobody.statusCode).toBe(401);
  });

  it('answers 409 idempotency_request_in_progress to a duplicate while the first runs', async () => {
    const headers = { ...signInCustomer(identity), 'idempotency-key': crypto.randomUUID() };
    const first = charge(headers, { amount: 9, hold: true });
    await expect.poll(() => held.length).toBe(1);
    const duplicates = await Promise.all(
      Array.from({ length: 10 }, () => charge(headers, { amount: 9, hold: true })),
    );
    for (const d of duplicates) {
      expect(d.statusCode).toBe(409);
      expect(d.json().error.code).toBe('idempotency_request_in_progress');
    }
    releaseAll();
    expect((await first).statusCode).toBe(201);
    expect((await charge(headers, { amount: 9, hold: true })).headers[REPLAYED_HEADER]).toBe(
      'true',
    );
  });

  it('runs the route once when the same request is sent 20 times at once', async () => {
    const headers = { ...signInCustomer(identity), 'idempotency-key': crypto.randomUUID() };
    const before = charges;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => charge(headers, { amount: 3 })),
    );
    expect(charges).toBe(before + 1);
    expect(answers.filter((a) => a.statusCode === 201)).not.toHaveLength(0);
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
  });

  it('frees the key after a failure on our side, so the retry runs', async () => {
    const headers = { ...signInCustomer(identity), 'idempotency-key': crypto.randomUUID() };
    expect((await charge(headers, { amount: 4, fail: true })).statusCode).toBe(500);
    const before = charges;
    const retry = await charge(headers, { amount: 4, fail: true });
    expect(retry.statusCode).toBe(500);
    expect(retry.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(charges).toBe(before);
  });

  it('forgets a key after 24 hours: the same key is then a new request', async () => {
    const key = crypto.randomUUID();
    const headers = { ...signInCustomer(identity), 'idempotency-key': key };
    const first = await charge(headers, { amount: 11 });
    await database.pool.query(
      `UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`,
      [key],
    );
    const later = await charge(headers, { amount: 12 });
    expect(later.statusCode).toBe(201);
    expect(later.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(later.json().data.charge).toBeGreaterThan(first.json().data.charge);
  });

  it('forgets other expired keys on the way, so the table stays bounded', async () => {
    const old = signInCustomer(identity);
    const keys = [crypto.randomUUID(), crypto.randomUUID()];
    for (const key of keys) await charge({ ...old, 'idempotency-key': key }, { amount: 1 });
    await database.pool.query(
      `UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = ANY($1)`,
      [keys],
    );
    await charge(
      { ...signInCustomer(identity), 'idempotency-key': crypto.randomUUID() },
      { amount: 1 },
    );
    const { rows } = await database.pool.query(
      'SELECT count(*)::int AS n FROM idempotency_keys WHERE key = ANY($1)',
      [keys],
    );
    expect(rows[0].n).toBe(0);
  });

  it('frees the key at once when the first request’s connection dies, so the retry runs', async () => {
    const key = crypto.randomUUID();
    const headers = { ...signInCustomer(identity), 'idempotency-key': key };
    const body = { amount: 13, hold: true };
    const first = charge(headers, body);
    await expect.poll(() => held.length).toBe(1);
    // While the first runs, a duplicate is told so at once.
    expect((await charge(headers, body)).json().error.code).toBe('idempotency_request_in_progress');
    // The first request's process dies: PostgreSQL ends its session, and with it the hold.
    // Only in this file's database: other test workers hold idempotency locks of their own.
    const { rows } = await database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks
        WHERE locktype = 'advisory' AND classid = $1
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [0x1de4],
    );
    expect(rows).toHaveLength(1);
    const retry = charge(headers, body);
    await expect.poll(() => held.length).toBe(2);
    // Another body under the same key is still refused while the retry runs.
    expect((await charge(headers, { amount: 14 })).json().error.code).toBe(
      'idempotency_request_in_progress',
    );
    held.pop()!();
    expect((await retry).statusCode).toBe(201);
    releaseAll();
    expect((await first).statusCode).toBe(500);
    const replay = await charge(headers, body);
    expect(replay.headers[REPLAYED_HEADER]).toBe('true');
    expect(replay.body).toBe((await retry).body);
  });

  it('commits the effect with the answer, and keeps neither when the request is refused', async () => {
    const headers = { ...signInCustomer(identity), 'idempotency-key': crypto.randomUUID() };
    const refused = await charge(headers, { amount: 21, refuse: true });
    expect(refused.statusCode).toBe(422);
    expect(await effects(21)).toBe(0);
    // Nothing was kept for the key: the corrected retry runs, once.
    expect((await charge(headers, { amount: 21, refuse: true })).statusCode).toBe(422);
    const ok = { ...headers, 'idempotency-key': crypto.randomUUID() };
    expect((await charge(ok, { amount: 21 })).statusCode).toBe(201);
    expect((await charge(ok, { amount: 21 })).headers[REPLAYED_HEADER]).toBe('true');
    expect(await effects(21)).toBe(1);
  });
});
