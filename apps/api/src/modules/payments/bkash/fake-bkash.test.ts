import { afterEach, describe, expect, it } from 'vitest';
import { createBkashClient, createFakeBkash, type FakeBkash } from './index.ts';

const running: FakeBkash[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((fake) => fake.close()));
});

async function started() {
  const fake = await createFakeBkash();
  running.push(fake);
  const client = createBkashClient({ baseUrl: fake.url, ...fake.credentials });
  const created = await client.createPayment({
    amount: '250.00',
    currency: 'BDT',
    payerReference: 'customer-1',
    merchantInvoiceNumber: 'INV-<b>&1',
    callbackURL: 'http://127.0.0.1:3000/payment/bkash',
  });
  return { fake, client, created };
}

const submit = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

describe('the fake bKash checkout page', () => {
  it('answers UTF-8 HTML with Pay, Fail and Cancel buttons and no script', async () => {
    const { created } = await started();
    const response = await fetch(created.bkashURL);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('content-security-policy')).toContain('http://127.0.0.1:3000');
    const html = await response.text();
    for (const button of ['Pay', 'Fail', 'Cancel']) {
      expect(html).toMatch(
        new RegExp(`<button type="submit" name="decision" value="\\w+">${button}</button>`),
      );
    }
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('বিকাশ পেমেন্ট');
    expect(html).toContain('৳ 250.00');
    expect(html).toContain('INV-&lt;b&gt;&amp;1');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`action="/checkout/${created.paymentID}"`);
  });

  it('"Pay" redirects to the callbackURL with status=success, and the payment then executes', async () => {
    const { client, created } = await started();
    const response = await submit(created.bkashURL, {
      decision: 'pay',
      wallet: '01770618575',
      pin: '12121',
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:3000/payment/bkash');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      paymentID: created.paymentID,
      status: 'success',
    });
    expect((await client.executePayment(created.paymentID)).transactionStatus).toBe('Completed');
    // Decided once: the page no longer offers the buttons.
    const again = await fetch(created.bkashURL);
    expect(await again.text()).not.toContain('<button');
    expect((await submit(created.bkashURL, { decision: 'pay' })).status).toBe(409);
  });

  it('"Fail" and "Cancel" redirect with status=failure and status=cancel', async () => {
    const first = await started();
    const failed = await submit(first.created.bkashURL, { decision: 'fail' });
    expect(new URL(failed.headers.get('location')!).searchParams.get('status')).toBe('failure');

    const second = await started();
    const cancelled = await submit(second.created.bkashURL, { decision: 'cancel' });
    expect(new URL(cancelled.headers.get('location')!).searchParams.get('status')).toBe('cancel');
  });

  it('refuses a malformed wallet number on the page itself', async () => {
    const { created } = await started();
    const response = await submit(created.bkashURL, { decision: 'pay', wallet: '12345' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('role="alert"');
  });

  it('answers 404 for an unknown payment', async () => {
    const { fake } = await started();
    expect((await fetch(`${fake.url}/checkout/TR0011nothing`)).status).toBe(404);
  });
});

describe('the fake bKash test controls over HTTP', () => {
  it('queues a fault and approves a payment without a browser', async () => {
    const { fake, client, created } = await started();
    const fault = await fetch(`${fake.url}/fake/next-fault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fault: 'system-error', operation: 'status' }),
    });
    expect(fault.status).toBe(204);
    await expect(client.queryPayment(created.paymentID)).rejects.toMatchObject({
      statusCode: '9999',
    });

    const approved = await fetch(`${fake.url}/fake/payments/${created.paymentID}/approve`, {
      method: 'POST',
    });
    expect(((await approved.json()) as { callbackURL: string }).callbackURL).toContain(
      'status=success',
    );
    expect((await client.executePayment(created.paymentID)).transactionStatus).toBe('Completed');
  });

  it('checks the merchant credentials and app key', async () => {
    const { fake } = await started();
    const grant = await fetch(`${fake.url}/tokenized/checkout/token/grant`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        username: fake.credentials.username,
        password: fake.credentials.password,
      },
      body: JSON.stringify({ app_key: fake.credentials.appKey, app_secret: 'wrong' }),
    });
    expect(await grant.json()).toEqual({ statusCode: '2001', statusMessage: 'Invalid App Token' });
    const create = await fetch(`${fake.url}/tokenized/checkout/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'made-up' },
      body: '{}',
    });
    expect(create.status).toBe(401);
  });
});
