import { randomUUID } from 'node:crypto';
import { money } from '@crossport/money';
import { describe, expect, it } from 'vitest';
import { signInCustomer } from '../../../test/commerce-fixtures.ts';
import { useFakeIdentity } from '../../../test/fake-identity.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { customerIdOf, fundWallet } from '../../../test/wallet-fixtures.ts';
import { PAYOUT_ACCOUNTS_PER_PAGE, PAYOUTS_MAX_PER_PAGE } from './schemas.ts';

const STAFF_TOKEN = 'payouts-staff-token-0123456789';
const identity = useFakeIdentity();
const ctx = useTestApp({
  env: () => ({ IDENTITY_URL: identity.url, SESSION_CACHE_SECONDS: '0', STAFF_TOKEN }),
});
const base = '/api/wallet/customer/wallet/v1';
const admin = '/api/wallet/admin/wallet/v1/payout-requests';
const staff = { 'x-staff-token': STAFF_TOKEN };
type Headers = Record<string, string>;

const bkash = { gateway: 'bkash', details: { wallet_number: '01711000000' } };
const bank = {
  gateway: 'bank_transfer',
  details: {
    account_name: 'Nusrat Jahan',
    account_number: '1234567890123',
    bank_name: 'Dutch-Bangla Bank',
    branch_name: 'Gulshan',
    routing_number: '090261725',
  },
};

async function fundedCustomer(taka: number): Promise<{ headers: Headers; customerId: number }> {
  const headers = signInCustomer(identity);
  const customerId = await customerIdOf(ctx.app, ctx.database.db, identity, headers);
  if (taka > 0) await fundWallet(ctx.database.db, customerId, taka * 100);
  return { headers, customerId };
}

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

async function addAccount(headers: Headers, body: object = bkash): Promise<number> {
  const res = await send('POST', `${base}/payout-accounts`, headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

function requestPayout(headers: Headers, body: object, key = randomUUID()) {
  return send('POST', `${base}/payout-requests`, { ...headers, 'idempotency-key': key }, body);
}

async function balance(headers: Headers) {
  const res = await send('GET', `${base}/balance`, headers);
  return res.json().data.find((b: { currency: string }) => b.currency === 'BDT');
}

describe('payout gateways', () => {
  it('lists bKash and bank accounts with limits and fees for Bangladesh, nothing elsewhere', async () => {
    const res = await send('GET', `${base}/payout-gateways`, {});
    expect(res.statusCode).toBe(200);
    const gateways = res.json().data;
    expect(gateways.map((g: { code: string }) => g.code)).toEqual(['bkash', 'bank_transfer']);
    expect(gateways[0]).toMatchObject({
      currency: 'BDT',
      min: money(10_000, 'BDT'),
      fee: money(1_000, 'BDT'),
    });
    const elsewhere = await send('GET', `${base}/payout-gateways`, { 'x-region': 'ZZ' });
    expect(elsewhere.json().data).toEqual([]);
  });
});

describe('payout accounts', () => {
  it('adds, lists (page 1 of the default size), replaces and removes the customer’s own', async () => {
    const { headers } = await fundedCustomer(0);
    const id = await addAccount(headers);
    await addAccount(headers, bank);
    const list = await send('GET', `${base}/payout-accounts`, headers);
    expect(list.json().pagination).toEqual({
      page: 1,
      per_page: PAYOUT_ACCOUNTS_PER_PAGE,
      total: 2,
    });
    expect(list.json().data.map((a: { gateway: string }) => a.gateway)).toEqual([
      'bank_transfer',
      'bkash',
    ]);
    const second = await send('GET', `${base}/payout-accounts?page=2&per_page=1`, headers);
    expect(second.json().data).toMatchObject([{ id, details: bkash.details }]);

    const replaced = await send('PUT', `${base}/payout-accounts/${id}`, headers, {
      gateway: 'bkash',
      details: { wallet_number: '01811999999' },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.details).toEqual({ wallet_number: '01811999999' });

    expect((await send('DELETE', `${base}/payout-accounts/${id}`, headers)).statusCode).toBe(204);
    expect((await send('DELETE', `${base}/payout-accounts/${id}`, headers)).statusCode).toBe(404);
    expect((await send('GET', `${base}/payout-accounts`, headers)).json().pagination.total).toBe(1);
  });

  it('checks the details against the gateway', async () => {
    const { headers } = await fundedCustomer(0);
    const invalid = [
      { gateway: 'bkash', details: { wallet_number: '0171100000' } },
      { gateway: 'bkash', details: { wallet_number: '02711000000' } },
      { gateway: 'bkash', details: bank.details },
      { gateway: 'bank_transfer', details: { ...bank.details, routing_number: '1234' } },
      { gateway: 'bank_transfer', details: { ...bank.details, bank_name: '' } },
      { gateway: 'nagad', details: bkash.details },
    ];
    for (const body of invalid) {
      const res = await send('POST', `${base}/payout-accounts`, headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const tooMany = await send(
      'GET',
      `${base}/payout-accounts?per_page=${PAYOUTS_MAX_PER_PAGE + 1}`,
      headers,
    );
    expect(tooMany.statusCode).toBe(400);
  });

  it('keeps an account a request names as deleted, so the request still shows where money went', async () => {
    const { headers } = await fundedCustomer(1_000);
    const id = await addAccount(headers);
    const made = await requestPayout(headers, { payout_account_id: id, amount: 20_000 });
    expect(made.statusCode).toBe(201);
    expect((await send('DELETE', `${base}/payout-accounts/${id}`, headers)).statusCode).toBe(204);
    expect((await send('GET', `${base}/payout-accounts`, headers)).json().data).toEqual([]);
    expect((await send('PUT', `${base}/payout-accounts/${id}`, headers, bkash)).statusCode).toBe(
      404,
    );
    const requests = (await send('GET', `${base}/payout-requests`, headers)).json().data;
    expect(requests).toMatchObject([{ payout_account_id: id, account: bkash.details }]);
    const again = await requestPayout(headers, { payout_account_id: id, amount: 20_000 });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 to another customer', async () => {
    const a = await fundedCustomer(0);
    const b = await fundedCustomer(0);
    const id = await addAccount(a.headers);
    expect((await send('PUT', `${base}/payout-accounts/${id}`, b.headers, bkash)).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `${base}/payout-accounts/${id}`, b.headers)).statusCode).toBe(404);
    expect((await send('GET', `${base}/payout-accounts`, b.headers)).json().data).toEqual([]);
    expect((await send('GET', `${base}/payout-accounts`, a.headers)).json().data).toHaveLength(1);
  });

  it('asks a guest to sign in', async () => {
    const res = await send('GET', `${base}/payout-accounts`, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('payout requests', () => {
  it('holds the amount at once and shows it as held', async () => {
    const { headers } = await fundedCustomer(1_000);
    const id = await addAccount(headers);
    const res = await requestPayout(headers, { payout_account_id: id, amount: 30_000 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'pending',
      gateway: 'bkash',
      amount: money(30_000, 'BDT'),
      fee: money(1_000, 'BDT'),
      receivable: money(29_000, 'BDT'),
      rejection_reason: null,
    });
    expect(await balance(headers)).toMatchObject({
      available: money(70_000, 'BDT'),
      held: money(30_000, 'BDT'),
    });
  });

  it('needs an Idempotency-Key and answers a retry with the first answer, moving money once', async () => {
    const { headers } = await fundedCustomer(1_000);
    const id = await addAccount(headers);
    const body = { payout_account_id: id, amount: 20_000 };
    const missing = await send('POST', `${base}/payout-requests`, headers, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('idempotency_key_missing');

    const key = randomUUID();
    const first = await requestPayout(headers, body, key);
    const retry = await requestPayout(headers, body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const reused = await requestPayout(headers, { ...body, amount: 25_000 }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    expect((await balance(headers)).held).toEqual(money(20_000, 'BDT'));
    expect((await send('GET', `${base}/payout-requests`, headers)).json().pagination.total).toBe(1);
  });

  it('refuses more than the wallet holds and leaves nothing behind', async () => {
    const { headers } = await fundedCustomer(200);
    const id = await addAccount(headers);
    const res = await requestPayout(headers, { payout_account_id: id, amount: 20_001 });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('insufficient_funds');
    expect(await balance(headers)).toMatchObject({
      available: money(20_000, 'BDT'),
      held: money(0, 'BDT'),
    });
    expect((await send('GET', `${base}/payout-requests`, headers)).json().data).toEqual([]);
  });

  it('refuses amounts outside the gateway’s limits', async () => {
    const { headers } = await fundedCustomer(1_000_000);
    const bkashId = await addAccount(headers);
    for (const amount of [9_999, 2_500_001]) {
      const res = await requestPayout(headers, { payout_account_id: bkashId, amount });
      expect(res.statusCode, String(amount)).toBe(422);
      expect(res.json().error.code).toBe('payout_amount_out_of_range');
    }
    const invalid = await requestPayout(headers, { payout_account_id: bkashId, amount: 0 });
    expect(invalid.statusCode).toBe(400);
    const bankId = await addAccount(headers, bank);
    expect(
      (await requestPayout(headers, { payout_account_id: bankId, amount: 2_500_001 })).statusCode,
    ).toBe(201);
  });

  it('lets the customer cancel a pending request (the money returns) but not twice', async () => {
    const { headers } = await fundedCustomer(1_000);
    const account = await addAccount(headers);
    const id = (await requestPayout(headers, { payout_account_id: account, amount: 40_000 })).json()
      .data.id;
    const cancelled = await send('PUT', `${base}/payout-requests/${id}/cancel`, headers);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await balance(headers)).toMatchObject({
      available: money(100_000, 'BDT'),
      held: money(0, 'BDT'),
    });
    const again = await send('PUT', `${base}/payout-requests/${id}/cancel`, headers);
    expect(again.statusCode).toBe(409);
    const list = await send('GET', `${base}/payout-requests?status=cancelled`, headers);
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(
      (await send('GET', `${base}/payout-requests?status=pending`, headers)).json().data,
    ).toEqual([]);
  });

  it('answers 404 to another customer using or cancelling A’s', async () => {
    const a = await fundedCustomer(1_000);
    const b = await fundedCustomer(1_000);
    const account = await addAccount(a.headers);
    const borrowed = await requestPayout(b.headers, { payout_account_id: account, amount: 20_000 });
    expect(borrowed.statusCode).toBe(404);
    expect((await balance(b.headers)).held).toEqual(money(0, 'BDT'));
    const id = (
      await requestPayout(a.headers, { payout_account_id: account, amount: 20_000 })
    ).json().data.id;
    expect((await send('PUT', `${base}/payout-requests/${id}/cancel`, b.headers)).statusCode).toBe(
      404,
    );
    expect((await send('GET', `${base}/payout-requests`, b.headers)).json().data).toEqual([]);
    expect((await balance(a.headers)).held).toEqual(money(20_000, 'BDT'));
  });
});

describe('staff and payout requests', () => {
  async function pending(taka = 1_000, amount = 50_000) {
    const customer = await fundedCustomer(taka);
    const account = await addAccount(customer.headers);
    const res = await requestPayout(customer.headers, { payout_account_id: account, amount });
    return { ...customer, id: res.json().data.id as number };
  }

  it('approve then complete: the customer can no longer cancel and the hold is paid out', async () => {
    const { headers, id, customerId } = await pending();
    const queue = await send('GET', `${admin}?status=pending&per_page=100`, staff);
    // Staff see whose request it is, to open the customer beside it.
    expect(queue.json().data).toContainEqual(
      expect.objectContaining({ id, customer_id: customerId, status: 'pending' }),
    );
    const approved = await send('POST', `${admin}/${id}/approve`, staff);
    expect(approved.json().data.status).toBe('approved');
    expect((await send('PUT', `${base}/payout-requests/${id}/cancel`, headers)).statusCode).toBe(
      409,
    );
    expect((await send('POST', `${admin}/${id}/approve`, staff)).statusCode).toBe(409);
    const bad = await send('POST', `${admin}/${id}/complete`, staff, { reference: '=1+1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('body.reference');
    const completed = await send('POST', `${admin}/${id}/complete`, staff, {
      reference: 'BK8H3K2Q9Z',
    });
    expect(completed.json().data).toMatchObject({
      status: 'completed',
      transfer_reference: 'BK8H3K2Q9Z',
    });
    // The customer sees the reference their bKash statement shows.
    const mine = await send('GET', `${base}/payout-requests`, headers);
    expect(mine.json().data.find((r: { id: number }) => r.id === id).transfer_reference).toBe(
      'BK8H3K2Q9Z',
    );
    expect(await balance(headers)).toMatchObject({
      available: money(50_000, 'BDT'),
      held: money(0, 'BDT'),
    });
    expect(
      (await send('POST', `${admin}/${id}/reject`, staff, { reason: 'late' })).statusCode,
    ).toBe(409);
  });

  it('cannot complete a request staff have not approved', async () => {
    const { id } = await pending();
    const early = await send('POST', `${admin}/${id}/complete`, staff);
    expect(early.statusCode, early.body).toBe(409);
  });

  it('reject gives the money back and tells the customer why', async () => {
    const { headers, id } = await pending();
    await send('POST', `${admin}/${id}/approve`, staff);
    const missing = await send('POST', `${admin}/${id}/reject`, staff, { reason: ' ' });
    expect(missing.statusCode).toBe(400);
    const rejected = await send('POST', `${admin}/${id}/reject`, staff, {
      reason: 'The bKash number is not registered',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The bKash number is not registered',
    });
    expect(await balance(headers)).toMatchObject({
      available: money(100_000, 'BDT'),
      held: money(0, 'BDT'),
    });
  });

  it('answers 404 for a request that does not exist, and refuses callers without the token', async () => {
    expect((await send('POST', `${admin}/999999999/approve`, staff)).statusCode).toBe(404);
    expect([401, 403]).toContain((await send('GET', admin, {})).statusCode);
  });
});
