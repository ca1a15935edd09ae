import { money } from '@crossport/money';
import { describe, expect, it } from 'vitest';
import type { PaymentRow } from '../modules/payments/index.ts';
import { settlementPostings } from './settle-payment.ts';

const at = new Date('2026-01-01T00:00:00Z');

function bkashPayment(amount: number, fee: number): PaymentRow {
  return {
    id: 7,
    customerId: 3,
    gateway: 'bkash',
    status: 'pending',
    currency: 'BDT',
    amount,
    fee,
    invoiceSessionId: 1,
    bkashPaymentId: 'TR0011x',
    bkashTrxId: null,
    receiptAssetId: null,
    reference: null,
    recordedBy: null,
    failureCode: null,
    failureReason: null,
    createdAt: at,
    updatedAt: at,
    settledAt: null,
  };
}

const legsOf = (payment: PaymentRow, applied: number) =>
  Object.fromEntries(
    settlementPostings(payment, money(applied, 'BDT')).map((leg) => [
      leg.account.kind,
      leg.amount.amount,
    ]),
  );

describe('the legs of a settled bKash payment', () => {
  it('keeps the whole fee as revenue when all the money paid invoices', () => {
    expect(legsOf(bkashPayment(100_000, 1_850), 100_000)).toEqual({
      gateway_clearing: -101_850,
      revenue: 101_850,
    });
  });

  it('gives the fee back with the money that paid nothing (a superseded payment bKash charged)', () => {
    expect(legsOf(bkashPayment(100_000, 1_850), 0)).toEqual({
      gateway_clearing: -101_850,
      customer_wallet: 101_850,
    });
  });

  it('splits the fee in proportion when part of the money paid invoices, to the paisa', () => {
    // 19 × 600/1000 = 11.4 and 19 × 400/1000 = 7.6: the leftover paisa goes to the larger rest.
    expect(legsOf(bkashPayment(1_000, 19), 600)).toEqual({
      gateway_clearing: -1_019,
      revenue: 611,
      customer_wallet: 408,
    });
  });
});
