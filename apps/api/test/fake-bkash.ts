import {
  BkashError,
  BkashUnavailable,
  type BkashGateway,
  type BkashPaymentState,
} from '../src/modules/payments/index.ts';

export interface FakePayment extends BkashPaymentState {
  callbackURL: string;
}

/**
 * An in-memory bKash for the payment workflow tests: payments start Initiated; the customer's
 * approval is `approve(id)`; execute captures once (a second execute is bKash's "2117 already
 * executed"); `complete(id)` is a payment captured without us hearing of it (the callback
 * lost); `failQueries` makes every status call fail until lifted. Each call yields to the
 * event loop first, so concurrent callers interleave.
 */
/** One count for every fake in the process: test files share a worker and its database. */
let next = 0;

export function createFakeBkash() {
  const payments = new Map<string, FakePayment>();
  const calls = { create: 0, execute: 0, query: 0 };
  const failures: { create: Error | null; query: Error | null } = { create: null, query: null };

  const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
  const find = (paymentID: string): FakePayment => {
    const found = payments.get(paymentID);
    if (!found) throw new BkashError('2056', 'Invalid Payment State');
    return found;
  };
  const snapshot = ({ callbackURL: _url, ...state }: FakePayment): BkashPaymentState => ({
    ...state,
  });
  const capture = (payment: FakePayment) => {
    payment.transactionStatus = 'Completed';
    payment.trxID = `TRX${payment.paymentID.slice(-6).toUpperCase()}`;
  };

  const gateway: BkashGateway = {
    async createPayment(input) {
      await pause();
      calls.create += 1;
      if (failures.create) {
        const error = failures.create;
        failures.create = null;
        throw error;
      }
      next += 1;
      const paymentID = `TR0011fake${process.pid}x${next}`;
      payments.set(paymentID, {
        paymentID,
        transactionStatus: 'Initiated',
        amount: input.amount,
        currency: input.currency,
        merchantInvoiceNumber: input.merchantInvoiceNumber,
        callbackURL: input.callbackURL,
      });
      return {
        paymentID,
        bkashURL: `https://sandbox.bka.sh/checkout/${paymentID}`,
        transactionStatus: 'Initiated',
        amount: input.amount,
        currency: input.currency,
        merchantInvoiceNumber: input.merchantInvoiceNumber,
      };
    },
    async executePayment(paymentID) {
      await pause();
      calls.execute += 1;
      const payment = find(paymentID);
      if (payment.transactionStatus === 'Completed') {
        throw new BkashError('2117', 'Payment execution already been called before');
      }
      capture(payment);
      return snapshot(payment);
    },
    async queryPayment(paymentID) {
      await pause();
      calls.query += 1;
      if (failures.query) throw failures.query;
      return snapshot(find(paymentID));
    },
    async refundPayment() {
      throw new BkashUnavailable(new Error('Refunds are not part of these tests'));
    },
  };

  return {
    gateway,
    calls,
    payments,
    /** The next createPayment throws this (once). */
    failNextCreate(error: Error) {
      failures.create = error;
    },
    /** Every status call throws this until it is given null (bKash's status endpoint down). */
    failQueries(error: Error | null) {
      failures.query = error;
    },
    /** bKash captured the payment, and we never heard (no callback, no execute answer). */
    complete(paymentID: string) {
      capture(find(paymentID));
    },
    setStatus(paymentID: string, status: BkashPaymentState['transactionStatus']) {
      find(paymentID).transactionStatus = status;
    },
    /** Changes what bKash says it charged (a tampered or mismatched payment). */
    setAmount(paymentID: string, amount: string) {
      find(paymentID).amount = amount;
    },
  };
}
