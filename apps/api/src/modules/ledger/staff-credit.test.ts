import { describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { identitySession, useFakeIdentity } from '../../../test/fake-identity.ts';
import { useTestApp } from '../../../test/test-app.ts';

const STAFF = { 'x-staff-token': 'staff-credit-test-token-0001' };
const identity = useFakeIdentity();
const ctx = useTestApp({
  env: () => ({
    IDENTITY_URL: identity.url,
    SESSION_CACHE_SECONDS: '0',
    STAFF_TOKEN: STAFF['x-staff-token'],
  }),
});

async function customerIdOf(headers: Record<string, string>): Promise<number> {
  await ctx.app.inject({ method: 'GET', url: '/api/wallet/customer/wallet/v1/balance', headers });
  const session = identity.sessions.get(headers['x-session-token'] ?? '') as
    ReturnType<typeof identitySession> | undefined;
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    'SELECT id FROM customers WHERE identity_id = $1',
    [session?.identity.id],
  );
  return rows[0]!.id;
}

const credit = (customer: number, body: object, headers: Record<string, string> = STAFF) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/wallet/admin/wallet/v1/customers/${customer}/credit`,
    headers,
    payload: body,
  });

describe('staff credit a wallet', () => {
  it('credits once per reference, refuses another amount under it, and needs the staff token', async () => {
    const headers = signInCustomer(identity);
    const customer = await customerIdOf(headers);
    const body = { amount: { amount: 150_000, currency: 'BDT' }, reference: 'slip-001' };

    const first = await credit(customer, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.available).toEqual({ amount: 150_000, currency: 'BDT' });
    const again = await credit(customer, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.available).toEqual({ amount: 150_000, currency: 'BDT' });

    const reused = await credit(customer, { ...body, amount: { amount: 1, currency: 'BDT' } });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('idempotency_key_reused');

    expect((await credit(customer, body, {})).statusCode).toBe(401);
    expect((await credit(customer, body, headers)).statusCode).toBe(403);
    const balance = await ctx.app.inject({
      method: 'GET',
      url: '/api/wallet/customer/wallet/v1/balance',
      headers,
    });
    expect(balance.json().data).toEqual([
      expect.objectContaining({ available: { amount: 150_000, currency: 'BDT' } }),
    ]);
  });

  it('refuses a zero or negative amount', async () => {
    const customer = await customerIdOf(signInCustomer(identity));
    for (const amount of [0, -5]) {
      const response = await credit(customer, {
        amount: { amount, currency: 'BDT' },
        reference: `bad-${amount}`,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
