import { inspect } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BkashError,
  BkashUnavailable,
  createBkashClient,
  createFakeBkash,
  type BkashClientConfig,
  type BkashGateway,
  type FakeBkash,
  type FakeBkashOptions,
} from './index.ts';

/** Fake bKash and client on one hand-moved clock, so expiries are tested without waiting. */
interface Setup {
  fake: FakeBkash;
  client: BkashGateway;
  clock: { now: number };
  config: BkashClientConfig;
  /** Every id_token the client sent, to prove none leaks into an error. */
  sentTokens: string[];
  warn: ReturnType<typeof vi.fn>;
}

const running: FakeBkash[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((fake) => fake.close()));
});

async function setup(
  fakeOptions: FakeBkashOptions = {},
  clientOptions: Partial<BkashClientConfig> = {},
): Promise<Setup> {
  const clock = { now: Date.parse('2026-03-01T10:00:00Z') };
  const now = () => clock.now;
  const fake = await createFakeBkash({ now, hangMs: 2_000, ...fakeOptions });
  running.push(fake);
  // Room for a loaded machine's loopback round trip, still under the fake's 2 s hang; the
  // timeout tests ask for a shorter one themselves.
  const config = { baseUrl: fake.url, ...fake.credentials, timeoutMs: 1_500, ...clientOptions };
  const sentTokens: string[] = [];
  const spyingFetch: typeof fetch = (input, init) => {
    const token = new Headers(init?.headers).get('authorization');
    if (token) sentTokens.push(token);
    return fetch(input, init);
  };
  const warn = vi.fn();
  const client = createBkashClient(config, spyingFetch, { now, log: { warn } });
  return { fake, client, clock, config, sentTokens, warn };
}

let invoice = 0;
function newPayment(client: BkashGateway, amount = '1050.00') {
  invoice += 1;
  return client.createPayment({
    amount,
    currency: 'BDT',
    payerReference: 'customer-7',
    merchantInvoiceNumber: `INV-${invoice}`,
    callbackURL: 'http://127.0.0.1:3000/payment/bkash?session=9',
  });
}

async function paidPayment(client: BkashGateway, fake: FakeBkash, amount = '1050.00') {
  const created = await newPayment(client, amount);
  fake.approve(created.paymentID);
  return client.executePayment(created.paymentID);
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof Error)) throw new Error('expected the call to fail');
  return outcome;
}

describe('the bKash client: tokens', () => {
  it('asks for one grant and reuses the id_token until shortly before it expires', async () => {
    const { fake, client, clock } = await setup({ tokenTtlSeconds: 3600 });
    const created = await newPayment(client);
    await client.queryPayment(created.paymentID);
    expect(fake.calls).toMatchObject({ grant: 1, refresh: 0, create: 1, status: 1 });

    clock.now += 3540_000 + 1; // inside the last minute of the token's hour
    await client.queryPayment(created.paymentID);
    await client.queryPayment(created.paymentID);
    expect(fake.calls).toMatchObject({ grant: 1, refresh: 1, status: 3 });
  });

  it('falls back to a new grant when bKash refuses the refresh token, and says so without it', async () => {
    const { fake, client, clock, warn, sentTokens } = await setup({ tokenTtlSeconds: 600 });
    await newPayment(client);
    clock.now += 600_000;
    fake.failNext({ statusCode: '2001', statusMessage: 'Invalid refresh token' }, 'refresh');
    await newPayment(client);
    expect(fake.calls).toMatchObject({ grant: 2, refresh: 1, create: 2 });
    expect(warn).toHaveBeenCalledWith({ statusCode: '2001' }, expect.any(String));
    expect(JSON.stringify(warn.mock.calls)).not.toContain(sentTokens[0]!);
  });

  it('shares one grant between concurrent calls', async () => {
    const { fake, client } = await setup();
    const created = await Promise.all([1, 2, 3, 4, 5].map(() => newPayment(client)));
    expect(new Set(created.map((payment) => payment.paymentID)).size).toBe(5);
    expect(fake.calls).toMatchObject({ grant: 1, create: 5 });
  });

  it('retries once with a renewed token when bKash says the id_token expired', async () => {
    const { fake, client } = await setup();
    const created = await newPayment(client);
    fake.expireTokens();
    expect((await client.queryPayment(created.paymentID)).transactionStatus).toBe('Initiated');
    expect(fake.calls).toMatchObject({ grant: 1, refresh: 1, status: 2 });

    fake.failNext('unauthorized', 'status');
    fake.failNext('unauthorized', 'status');
    const error = await rejection(client.queryPayment(created.paymentID));
    expect(error).toBeInstanceOf(BkashError);
    expect(error).toMatchObject({ statusCode: 'HTTP 401' });
  });

  it('reports wrong credentials as a BkashError', async () => {
    const { config } = await setup();
    const client = createBkashClient({ ...config, password: 'not-the-password' });
    const error = await rejection(newPayment(client));
    expect(error).toBeInstanceOf(BkashError);
    expect(error).toMatchObject({ statusCode: '2001' });
  });
});

describe('the bKash client: payments', () => {
  it('creates, the customer pays, executes: Completed with a trxID; status agrees', async () => {
    const { fake, client } = await setup();
    const created = await newPayment(client, '1050.50');
    expect(created).toMatchObject({
      transactionStatus: 'Initiated',
      amount: '1050.50',
      currency: 'BDT',
      merchantInvoiceNumber: `INV-${invoice}`,
    });
    expect(created.bkashURL).toBe(`${fake.url}/checkout/${created.paymentID}`);

    const callback = new URL(fake.approve(created.paymentID));
    expect(callback.searchParams.get('paymentID')).toBe(created.paymentID);
    expect(callback.searchParams.get('status')).toBe('success');
    expect(callback.searchParams.get('session')).toBe('9');

    const executed = await client.executePayment(created.paymentID);
    expect(executed).toMatchObject({ transactionStatus: 'Completed', amount: '1050.50' });
    expect(executed.trxID).toMatch(/^[A-Z0-9]{10}$/);
    expect(await client.queryPayment(created.paymentID)).toEqual(executed);
  });

  it('refuses a second execute with bKash’s "already executed" error', async () => {
    const { fake, client } = await setup();
    const created = await newPayment(client);
    fake.approve(created.paymentID);
    await client.executePayment(created.paymentID);
    const error = await rejection(client.executePayment(created.paymentID));
    expect(error).toBeInstanceOf(BkashError);
    expect(error).toMatchObject({ statusCode: '2117' });
  });

  it('refuses to execute a payment the customer has not approved', async () => {
    const { client } = await setup();
    const created = await newPayment(client);
    await expect(client.executePayment(created.paymentID)).rejects.toMatchObject({
      statusCode: '2056',
    });
  });

  it('a failed payment (insufficient balance) executes to 2023 and reads Failed', async () => {
    const { fake, client } = await setup();
    const created = await newPayment(client);
    expect(new URL(fake.decline(created.paymentID)).searchParams.get('status')).toBe('failure');
    await expect(client.executePayment(created.paymentID)).rejects.toMatchObject({
      name: 'BkashError',
      statusCode: '2023',
    });
    expect((await client.queryPayment(created.paymentID)).transactionStatus).toBe('Failed');
  });

  it('a cancelled payment cannot be executed and reads Cancelled', async () => {
    const { fake, client } = await setup();
    const created = await newPayment(client);
    expect(new URL(fake.cancel(created.paymentID)).searchParams.get('status')).toBe('cancel');
    await expect(client.executePayment(created.paymentID)).rejects.toMatchObject({
      statusCode: '2056',
    });
    expect((await client.queryPayment(created.paymentID)).transactionStatus).toBe('Cancelled');
  });

  it('a payment nobody executes in time expires', async () => {
    const { fake, client, clock } = await setup({ paymentTtlMs: 60_000 });
    const approved = await newPayment(client);
    fake.approve(approved.paymentID);
    const abandoned = await newPayment(client);
    clock.now += 60_000;
    expect((await client.queryPayment(abandoned.paymentID)).transactionStatus).toBe('Expired');
    expect(() => fake.approve(abandoned.paymentID)).toThrow('not waiting');
    await expect(client.executePayment(approved.paymentID)).rejects.toMatchObject({
      statusCode: '2056',
    });
  });

  it('answers 9999 as a BkashError', async () => {
    const { fake, client } = await setup();
    fake.failNext('system-error', 'create');
    await expect(newPayment(client)).rejects.toMatchObject({
      name: 'BkashError',
      statusCode: '9999',
    });
  });
});

describe('the bKash client: no answer', () => {
  it('times out as BkashUnavailable without repeating the call', async () => {
    const { fake, client } = await setup({}, { timeoutMs: 1_000 });
    const created = await newPayment(client);
    fake.approve(created.paymentID);
    fake.failNext('timeout', 'execute');
    const error = await rejection(client.executePayment(created.paymentID));
    expect(error).toBeInstanceOf(BkashUnavailable);
    expect(fake.calls.execute).toBe(1);
    // bKash did nothing: executing again works.
    expect((await client.executePayment(created.paymentID)).transactionStatus).toBe('Completed');
  });

  it('a lost answer leaves the outcome to queryPayment', async () => {
    const { fake, client } = await setup({}, { timeoutMs: 1_000 });
    const created = await newPayment(client);
    fake.approve(created.paymentID);
    fake.failNext('lost-answer', 'execute');
    await expect(client.executePayment(created.paymentID)).rejects.toBeInstanceOf(BkashUnavailable);
    expect((await client.queryPayment(created.paymentID)).transactionStatus).toBe('Completed');
  });

  it('an unreachable bKash is BkashUnavailable', async () => {
    const { fake, config } = await setup();
    await fake.close();
    const client = createBkashClient(config);
    await expect(newPayment(client)).rejects.toBeInstanceOf(BkashUnavailable);
  });

  it('an answer of the wrong shape is BkashUnavailable naming fields, not values', async () => {
    const { config } = await setup();
    const answers = [
      { id_token: 'tok-secret-1', refresh_token: 'r', expires_in: 3600 },
      { statusCode: '0000', paymentID: 'TR0011X', transactionStatus: 'Sideways' },
    ];
    const fetchImpl: typeof fetch = async () => Response.json(answers.shift());
    const client = createBkashClient(config, fetchImpl);
    const error = await rejection(client.queryPayment('TR0011X'));
    expect(error).toBeInstanceOf(BkashUnavailable);
    expect(String((error.cause as Error).message)).toMatch(/transactionStatus/);
    expect(inspect(error, { depth: 10 })).not.toContain('Sideways');
  });
});

describe('the bKash client: refunds', () => {
  it('refunds in parts up to what was paid and refuses more', async () => {
    const { fake, client } = await setup();
    const paid = await paidPayment(client, fake, '1000.00');
    const refund = {
      paymentID: paid.paymentID,
      trxID: paid.trxID!,
      sku: 'invoice-12',
      reason: 'cancelled item',
    };
    const first = await client.refundPayment({ ...refund, amount: '400.00' });
    expect(first).toMatchObject({
      originalTrxID: paid.trxID,
      transactionStatus: 'Completed',
      amount: '400.00',
      currency: 'BDT',
    });
    expect(first.refundTrxID).not.toBe(paid.trxID);
    await expect(client.refundPayment({ ...refund, amount: '600.01' })).rejects.toMatchObject({
      statusCode: '2026',
    });
    expect(await client.refundPayment({ ...refund, amount: '600.00' })).toMatchObject({
      amount: '600.00',
    });
    await expect(client.refundPayment({ ...refund, amount: '0.01' })).rejects.toMatchObject({
      statusCode: '2026',
    });
  });

  it('refuses a refund of a payment that was never completed', async () => {
    const { client } = await setup();
    const created = await newPayment(client);
    await expect(
      client.refundPayment({
        paymentID: created.paymentID,
        trxID: 'ABCDEFGHIJ',
        amount: '1.00',
        sku: 's',
        reason: 'r',
      }),
    ).rejects.toMatchObject({ statusCode: '2056' });
  });
});

describe('the bKash client: secrets', () => {
  it('never puts credentials or tokens in what it throws', async () => {
    const { fake, client, config, sentTokens } = await setup({}, { timeoutMs: 1_000 });
    const created = await newPayment(client);
    const errors: Error[] = [];
    fake.failNext('timeout', 'status');
    errors.push(await rejection(client.queryPayment(created.paymentID)));
    fake.failNext('system-error', 'status');
    errors.push(await rejection(client.queryPayment(created.paymentID)));
    fake.failNext('unauthorized', 'status');
    fake.failNext('unauthorized', 'status');
    errors.push(await rejection(client.queryPayment(created.paymentID)));
    errors.push(
      await rejection(createBkashClient({ ...config, appKey: 'wrong' }).queryPayment('x')),
    );
    await fake.close();
    errors.push(await rejection(client.queryPayment(created.paymentID)));

    expect(errors.map((error) => error.name)).toEqual([
      'BkashUnavailable',
      'BkashError',
      'BkashError',
      'BkashError',
      'BkashUnavailable',
    ]);
    const secrets = [config.appSecret, config.password, ...new Set(sentTokens)];
    expect(secrets.length).toBeGreaterThan(3);
    for (const error of errors) {
      const shown = `${inspect(error, { depth: 10 })} ${JSON.stringify(error)}`;
      for (const secret of secrets) expect(shown).not.toContain(secret);
    }
  });
});
