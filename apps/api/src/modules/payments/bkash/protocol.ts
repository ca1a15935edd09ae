import { z } from 'zod';
import { isBkashAmount } from './amount.ts';

/**
 * bKash tokenized checkout on the wire (docs/bkash.md): the paths, the status codes we act on,
 * and Zod schemas of every body. The client validates bKash's answers with the response
 * schemas; the fake validates our requests with the request schemas. Unknown fields bKash adds
 * are ignored (Zod objects strip them).
 */
export const BKASH_PATHS = {
  grant: '/tokenized/checkout/token/grant',
  refresh: '/tokenized/checkout/token/refresh',
  create: '/tokenized/checkout/create',
  execute: '/tokenized/checkout/execute',
  status: '/tokenized/checkout/payment/status',
  refund: '/tokenized/checkout/payment/refund',
} as const;

/** The statusCodes this adapter and the fake speak; bKash has many more (all → BkashError). */
export const BKASH_STATUS = {
  success: '0000',
  insufficientBalance: '2023',
  refundAboveOriginal: '2026',
  invalidPaymentState: '2056',
  alreadyCompleted: '2062',
  alreadyExecuted: '2117',
  invalidAppToken: '2001',
  invalidPaymentId: '2002',
  invalidRequestBody: '2025',
  systemError: '9999',
} as const;

const text = (max: number) => z.string().min(1).max(max);
const amount = z.string().max(16).refine(isBkashAmount, 'a decimal amount such as "1050.00"');
const TRANSACTION_STATUSES = [
  'Initiated',
  'Completed',
  'Failed',
  'Cancelled',
  'Expired',
  'Pending Authorized',
] as const;
const transactionStatus = z.enum(TRANSACTION_STATUSES);

// Requests (what the merchant sends; the fake checks them).
export const GrantRequest = z.object({ app_key: text(200), app_secret: text(500) });
export const RefreshRequest = GrantRequest.extend({ refresh_token: text(4000) });
export const CreateRequest = z.object({
  mode: z.literal('0011'),
  payerReference: text(255),
  callbackURL: z.url({ protocol: /^https?$/ }).max(2000),
  amount,
  currency: z.literal('BDT'),
  intent: z.literal('sale'),
  merchantInvoiceNumber: text(255),
});
export const PaymentIdRequest = z.object({ paymentID: text(100) });
export const RefundRequest = z.object({
  paymentID: text(100),
  trxID: text(100),
  amount,
  sku: text(255),
  reason: text(255),
});

// Answers (what bKash sends; the client checks them). Errors carry statusCode/statusMessage;
// some older bKash answers say errorCode/errorMessage instead.
export const StatusAnswer = z.object({
  statusCode: z.string().max(20).optional(),
  statusMessage: z.string().max(500).optional(),
  errorCode: z.string().max(20).optional(),
  errorMessage: z.string().max(500).optional(),
});
export const TokenAnswer = z.object({
  id_token: text(8000),
  refresh_token: text(8000),
  expires_in: z.coerce
    .number()
    .int()
    .positive()
    .max(10 * 24 * 3600),
  token_type: z.string().max(50).optional(),
});
export const CreateAnswer = z.object({
  paymentID: text(100),
  bkashURL: z.url({ protocol: /^https?$/ }).max(4000),
  transactionStatus,
  amount,
  currency: text(3),
  merchantInvoiceNumber: text(255),
});
export const PaymentAnswer = z.object({
  paymentID: text(100),
  trxID: text(100).optional(),
  transactionStatus,
  amount,
  currency: text(3),
  merchantInvoiceNumber: text(255),
});
export const RefundAnswer = z.object({
  originalTrxID: text(100),
  refundTrxID: text(100),
  transactionStatus,
  amount,
  currency: text(3),
});
