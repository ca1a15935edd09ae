import { randomBytes, randomUUID } from 'node:crypto';
import { addMoney, money, type Money } from '@crossport/money';
import { formatBkashAmount, parseBkashAmount } from './amount.ts';
import type { BkashTransactionStatus } from './gateway.ts';
import { BKASH_STATUS } from './protocol.ts';
import type { z } from 'zod';
import type { CreateRequest, RefundRequest } from './protocol.ts';

/** What the fake answers: a JSON body, or 401 like bKash's gateway for a dead id_token. */
export type FakeAnswer = { http: 200 | 401; body: Record<string, unknown> };

/** How the customer left the checkout page. */
export type CheckoutDecision = 'pay' | 'fail' | 'cancel';
export type CallbackStatus = 'success' | 'failure' | 'cancel';

interface FakePayment {
  paymentID: string;
  amount: Money;
  merchantInvoiceNumber: string;
  payerReference: string;
  callbackURL: string;
  createdAt: number;
  /** initiated → approved (customer paid on the page) → completed (merchant executed). */
  stage: 'initiated' | 'approved' | 'completed' | 'failed' | 'cancelled';
  failure?: { statusCode: string; statusMessage: string };
  trxID?: string;
  refunded: Money;
}

export interface FakeStateOptions {
  now: () => number;
  tokenTtlSeconds: number;
  paymentTtlMs: number;
}

const errorBody = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage });
const ok = (body: Record<string, unknown>): FakeAnswer => ({
  http: 200,
  body: { ...body, statusCode: BKASH_STATUS.success, statusMessage: 'Successful' },
});
const refused = (statusCode: string, statusMessage: string): FakeAnswer => ({
  http: 200,
  body: errorBody(statusCode, statusMessage),
});
const INVALID_STATE = refused(BKASH_STATUS.invalidPaymentState, 'Invalid Payment State');

/** bKash ids: trxIDs are ten upper-case letters and digits, paymentIDs start with TR0011. */
function bkashId(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** bKash's timestamp style, Dhaka time: 2025-12-09T16:12:43:828 GMT+0600. */
function bkashTime(ms: number): string {
  const dhaka = new Date(ms + 6 * 3600_000).toISOString();
  return `${dhaka.slice(0, 19)}:${dhaka.slice(20, 23)} GMT+0600`;
}

/**
 * The fake's memory: tokens, payments and refunds, with bKash's rules for each. No HTTP here;
 * fake-bkash.ts speaks the protocol and the checkout page on top of it.
 */
export function createFakeState(options: FakeStateOptions) {
  const idTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const payments = new Map<string, FakePayment>();

  function issueTokens(): FakeAnswer {
    const idToken = `fake-id-${randomUUID()}`;
    const refreshToken = `fake-refresh-${randomUUID()}`;
    idTokens.set(idToken, options.now() + options.tokenTtlSeconds * 1000);
    refreshTokens.add(refreshToken);
    return ok({
      id_token: idToken,
      refresh_token: refreshToken,
      expires_in: options.tokenTtlSeconds,
      token_type: 'Bearer',
    });
  }

  function status(payment: FakePayment): BkashTransactionStatus {
    switch (payment.stage) {
      case 'completed':
        return 'Completed';
      case 'failed':
        return 'Failed';
      case 'cancelled':
        return 'Cancelled';
      default:
        return expired(payment) ? 'Expired' : 'Initiated';
    }
  }

  function expired(payment: FakePayment): boolean {
    return options.now() >= payment.createdAt + options.paymentTtlMs;
  }

  function describe(payment: FakePayment): Record<string, unknown> {
    return {
      paymentID: payment.paymentID,
      ...(payment.trxID ? { trxID: payment.trxID } : {}),
      transactionStatus: status(payment),
      amount: formatBkashAmount(payment.amount),
      currency: payment.amount.currency,
      intent: 'sale',
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
      payerReference: payment.payerReference,
      paymentCreateTime: bkashTime(payment.createdAt),
    };
  }

  return {
    grant: issueTokens,

    refresh(refreshToken: string): FakeAnswer {
      if (!refreshTokens.delete(refreshToken)) {
        return refused(BKASH_STATUS.invalidAppToken, 'Invalid refresh token');
      }
      return issueTokens();
    },

    /** True while the id_token is one we issued and has not expired. */
    liveToken(idToken: string | undefined): boolean {
      const expiresAt = idToken === undefined ? undefined : idTokens.get(idToken);
      return expiresAt !== undefined && options.now() < expiresAt;
    },

    /** Every id_token dies at once, as if their hour had passed. Refresh tokens live on. */
    expireTokens(): void {
      idTokens.clear();
    },

    create(request: z.infer<typeof CreateRequest>): FakeAnswer {
      const amount = parseBkashAmount(request.amount, request.currency);
      if (amount.amount <= 0) return refused('2006', 'Invalid Amount');
      const payment: FakePayment = {
        paymentID: `TR0011${bkashId(20)}`,
        amount,
        merchantInvoiceNumber: request.merchantInvoiceNumber,
        payerReference: request.payerReference,
        callbackURL: request.callbackURL,
        createdAt: options.now(),
        stage: 'initiated',
        refunded: money(0, amount.currency),
      };
      payments.set(payment.paymentID, payment);
      return ok({ ...describe(payment), callbackURL: payment.callbackURL });
    },

    /** The checkout page's buttons; undefined when the payment cannot be decided any more. */
    decide(paymentID: string, decision: CheckoutDecision): CallbackStatus | undefined {
      const payment = payments.get(paymentID);
      if (!payment || payment.stage !== 'initiated' || expired(payment)) return undefined;
      if (decision === 'pay') {
        payment.stage = 'approved';
        return 'success';
      }
      if (decision === 'fail') {
        payment.stage = 'failed';
        payment.failure = errorBody(BKASH_STATUS.insufficientBalance, 'Insufficient Balance');
        return 'failure';
      }
      payment.stage = 'cancelled';
      return 'cancel';
    },

    execute(paymentID: string): FakeAnswer {
      const payment = payments.get(paymentID);
      if (!payment) return refused(BKASH_STATUS.invalidPaymentId, 'Invalid Payment ID');
      if (payment.stage === 'completed') {
        return refused(
          BKASH_STATUS.alreadyExecuted,
          'Payment execution already been called before',
        );
      }
      if (payment.stage === 'failed' && payment.failure) {
        return refused(payment.failure.statusCode, payment.failure.statusMessage);
      }
      if (payment.stage !== 'approved' || expired(payment)) return INVALID_STATE;
      payment.stage = 'completed';
      payment.trxID = bkashId(10);
      return ok({ ...describe(payment), paymentExecuteTime: bkashTime(options.now()) });
    },

    query(paymentID: string): FakeAnswer {
      const payment = payments.get(paymentID);
      if (!payment) return refused(BKASH_STATUS.invalidPaymentId, 'Invalid Payment ID');
      return ok(describe(payment));
    },

    refund(request: z.infer<typeof RefundRequest>): FakeAnswer {
      const payment = payments.get(request.paymentID);
      if (!payment) return refused(BKASH_STATUS.invalidPaymentId, 'Invalid Payment ID');
      if (payment.stage !== 'completed' || payment.trxID !== request.trxID) return INVALID_STATE;
      const amount = parseBkashAmount(request.amount, payment.amount.currency);
      if (amount.amount <= 0) return refused('2006', 'Invalid Amount');
      const refunded = addMoney(payment.refunded, amount);
      if (refunded.amount > payment.amount.amount) {
        return refused(
          BKASH_STATUS.refundAboveOriginal,
          'The reversal amount cannot be greater than the original transaction amount',
        );
      }
      payment.refunded = refunded;
      return ok({
        originalTrxID: payment.trxID,
        refundTrxID: bkashId(10),
        transactionStatus: 'Completed',
        amount: formatBkashAmount(amount),
        currency: amount.currency,
        charge: '0.00',
        completedTime: bkashTime(options.now()),
      });
    },

    /** What the checkout page shows; undefined for an unknown paymentID. */
    checkout(paymentID: string) {
      const payment = payments.get(paymentID);
      if (!payment) return undefined;
      return {
        paymentID,
        amount: payment.amount,
        merchantInvoiceNumber: payment.merchantInvoiceNumber,
        callbackURL: payment.callbackURL,
        transactionStatus: status(payment),
        open: payment.stage === 'initiated' && !expired(payment),
      };
    },
  };
}
