import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { SUPPORT_INQUIRIES, SUPPORT_RATE } from './routes.ts';

const inquiry = {
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  topic: 'shipping',
  message: 'When will my parcel from Guangzhou reach Dhaka?',
};

/**
 * Flooding the public contact form (issue #28): the per-IP limit keys on the real client,
 * whatever X-Forwarded-For an untrusted sender makes up; it counts every attempt before the
 * body is read or judged; and a body far larger than any real inquiry is refused unread.
 */
describe('the contact form under a flood', () => {
  const ctx = useTestApp();
  let n = 0;
  /** A fresh address per test, from the documentation ranges (never the loopback proxy). */
  const address = () => `203.0.113.${++n}`;
  const send = (remoteAddress: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: SUPPORT_INQUIRIES,
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const stored = async () =>
    Number(
      (await ctx.database.pool.query<{ n: string }>('SELECT count(*) AS n FROM support_inquiries'))
        .rows[0]!.n,
    );

  it('ignores a made-up X-Forwarded-For from an untrusted address (a new one each time)', async () => {
    const attacker = address();
    for (let i = 0; i < SUPPORT_RATE.max; i++) {
      const res = await send(attacker, inquiry, { 'x-forwarded-for': `198.51.100.${i + 1}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    const more = await send(attacker, inquiry, { 'x-forwarded-for': '198.51.100.200' });
    expect(more.statusCode).toBe(429);
    expect(more.json().error.code).toBe('rate_limited');
    // Nor do the other proxy headers lift it.
    for (const header of ['x-real-ip', 'forwarded', 'true-client-ip', 'cf-connecting-ip']) {
      const value = header === 'forwarded' ? 'for=198.51.100.201' : '198.51.100.201';
      expect((await send(attacker, inquiry, { [header]: value })).statusCode).toBe(429);
    }
  });

  it('behind the trusted web server, keys on the client it saw, not entries prepended to it', async () => {
    const client = address();
    for (let i = 0; i < SUPPORT_RATE.max; i++) {
      const spoofed = { 'x-forwarded-for': `10.0.0.${i + 1}, ${client}` };
      expect((await send('127.0.0.1', inquiry, spoofed)).statusCode).toBe(201);
    }
    const more = await send('127.0.0.1', inquiry, { 'x-forwarded-for': `10.9.9.9, ${client}` });
    expect(more.statusCode).toBe(429);
  });

  it('counts invalid, malformed and honeypot sends before judging them', async () => {
    const attacker = address();
    const before = await stored();
    expect((await send(attacker, { ...inquiry, topic: 'nope' })).statusCode).toBe(400);
    expect((await send(attacker, '{"name":')).statusCode).toBe(400);
    expect((await send(attacker, { ...inquiry, website: 'http://spam.example' })).statusCode).toBe(
      201,
    );
    expect((await send(attacker, { ...inquiry, extra: 'field' })).statusCode).toBe(400);
    expect((await send(attacker, { ...inquiry, message: 'short' })).statusCode).toBe(400);
    // Five attempts spent: a valid sixth is refused and nothing was stored.
    expect((await send(attacker, inquiry)).statusCode).toBe(429);
    expect(await stored()).toBe(before);
  });

  it('refuses a body far larger than any inquiry (413), and it still counts', async () => {
    const attacker = address();
    const huge = { ...inquiry, message: 'x'.repeat(200_000) };
    const res = await send(attacker, huge);
    expect(res.statusCode).toBe(413);
    expect(Object.keys(res.json())).toEqual(['error']);
    // The largest real inquiry still fits: 4000 characters of Bengali, 3 bytes each.
    const largest = {
      ...inquiry,
      name: 'র'.repeat(120),
      message: 'র'.repeat(4000),
      website: '',
      order_number: 'BO-00000012',
    };
    expect((await send(attacker, largest)).statusCode).toBe(201);
    for (let i = 0; i < SUPPORT_RATE.max - 2; i++) await send(attacker, huge);
    expect((await send(attacker, inquiry)).statusCode).toBe(429);
  });
});
