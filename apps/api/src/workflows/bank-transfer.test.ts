import { describe, expect, it } from 'vitest';
import { staff } from '../../test/orders-testbed.ts';
import { multipartFile, sampleFiles } from '../../test/multipart.ts';
import { PAYMENTS, STAFF_PAYMENTS, usePaymentsTestbed } from '../../test/payments-testbed.ts';

const bed = usePaymentsTestbed();
const { ctx, shopper, placeOrder, pay, invoice, customerIdOf, walletBalance } = bed;

async function transferFor() {
  const s = await shopper();
  const order = await placeOrder(s);
  const res = await pay(s.headers, `invoices/${order.invoice_id}`, {
    gateway: 'bank_transfer',
    receipt_asset_id: 42,
    transfer_reference: '  DBBL-TRX-88120  ',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { s, order, payment: res.json().data };
}

const review = (id: number, action: 'approve' | 'reject', payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `${STAFF_PAYMENTS}/payments/${id}/${action}`,
    headers: staff,
    ...(payload ? { payload } : {}),
  });

describe('paying by bank transfer', () => {
  it('needs the customer’s own receipt', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const none = await pay(s.headers, `invoices/${order.invoice_id}`, { gateway: 'bank_transfer' });
    expect(none.statusCode).toBe(422);
    const foreign = await pay(s.headers, `invoices/${order.invoice_id}`, {
      gateway: 'bank_transfer',
      receipt_asset_id: 999_999,
      transfer_reference: 'TRX-1',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('needs the bank’s reference of the transfer, 3 to 64 characters once trimmed', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const at = `invoices/${order.invoice_id}`;
    const missing = await pay(s.headers, at, { gateway: 'bank_transfer', receipt_asset_id: 42 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.details).toEqual([
      expect.objectContaining({ field: 'body.transfer_reference' }),
    ]);
    for (const transfer_reference of ['  ab  ', 'x'.repeat(65), 42]) {
      const bad = await pay(s.headers, at, {
        gateway: 'bank_transfer',
        receipt_asset_id: 42,
        transfer_reference,
      });
      expect(bad.statusCode, String(transfer_reference)).toBe(400);
    }
  });

  it('waits for staff; approval pays the invoice and the order goes on', async () => {
    const { s, order, payment } = await transferFor();
    expect(payment).toMatchObject({
      status: 'pending',
      receipt_asset_id: 42,
      reference: 'DBBL-TRX-88120',
      fee: { amount: 0 },
    });
    const queue = await ctx.app.inject({
      method: 'GET',
      url: `${STAFF_PAYMENTS}/payments?status=pending`,
      headers: staff,
    });
    expect(queue.statusCode).toBe(200);
    const queued = queue.json().data.find((p: { id: number }) => p.id === payment.id);
    expect(queued).toMatchObject({ gateway: 'bank_transfer', reference: 'DBBL-TRX-88120' });
    const approved = await review(payment.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'succeeded',
      customer_id: expect.any(Number),
    });
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('paid');
    expect((await review(payment.id, 'approve')).statusCode).toBe(409);
    expect((await review(payment.id, 'reject', { reason: 'late' })).statusCode).toBe(409);
    expect(await walletBalance(await customerIdOf(order.invoice_id))).toBe(0);
    expect(await bed.services().ledger.audit()).toEqual({ drifted: [], unbalanced: [] });
  });

  it('rejection fails the payment with the reason the customer reads', async () => {
    const { s, order, payment } = await transferFor();
    const rejected = await review(payment.id, 'reject', { reason: 'The receipt is unreadable' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `${PAYMENTS}/transactions/${payment.id}`,
      headers: s.headers,
    });
    expect(seen.json().data).toMatchObject({
      status: 'failed',
      failure_reason: 'The receipt is unreadable',
    });
    expect((await invoice(s.headers, order.invoice_id)).status).toBe('unpaid');
    expect((await review(payment.id, 'approve')).statusCode).toBe(409);
  });

  it('is reviewed by staff only', async () => {
    const { s, payment } = await transferFor();
    const asCustomer = await ctx.app.inject({
      method: 'POST',
      url: `${STAFF_PAYMENTS}/payments/${payment.id}/approve`,
      headers: s.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('payment gateways', () => {
  it('lists the current region’s gateways with their fees and the bank account', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${PAYMENTS}/gateways`,
      headers: { 'x-region': 'BD' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const gateways = res.json().data;
    expect(gateways.map((g: { code: string }) => g.code)).toEqual([
      'wallet',
      'bkash',
      'bank_transfer',
    ]);
    expect(gateways[1]).toMatchObject({ fee_percent: '1.85', currency: 'BDT' });
    expect(gateways[2].bank_account).toMatchObject({ account_name: expect.any(String) });
  });
});

describe('staff read a bank transfer’s receipt', () => {
  it('answers the customer’s uploaded file to staff only, and 404 when there is none', async () => {
    const s = await shopper();
    const order = await placeOrder(s);
    const upload = multipartFile(sampleFiles.png);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/storage/customer/asset/v1/assets',
      headers: { ...s.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const paid = await pay(s.headers, `invoices/${order.invoice_id}`, {
      gateway: 'bank_transfer',
      receipt_asset_id: uploaded.json().data.id,
      transfer_reference: 'EBL 2026-12-07/551',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const url = `${STAFF_PAYMENTS}/payments/${paid.json().data.id}/receipt`;

    const receipt = await ctx.app.inject({ method: 'GET', url, headers: staff });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/png');
    expect(receipt.headers['x-content-type-options']).toBe('nosniff');
    // The stored receipt is the upload re-encoded without its metadata: still a PNG.
    expect(receipt.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await ctx.app.inject({ method: 'GET', url, headers: s.headers })).statusCode).toBe(403);

    // A wallet payment has no receipt.
    const again = await shopper();
    const placed = await placeOrder(again);
    await bed.fundWallet(await customerIdOf(placed.invoice_id), 10_000_000);
    const byWallet = await pay(again.headers, `invoices/${placed.invoice_id}`, {
      gateway: 'wallet',
    });
    expect(byWallet.statusCode, byWallet.body).toBe(201);
    const payment = byWallet.json().data;
    const none = await ctx.app.inject({
      method: 'GET',
      url: `${STAFF_PAYMENTS}/payments/${payment.id}/receipt`,
      headers: staff,
    });
    expect(none.statusCode).toBe(404);
  });
});
