import { z } from 'zod';
import { BigSerialId, MoneySchema, PageQuerySchema } from '../../platform/schemas.ts';
import {
  CHECKOUT_GATEWAYS,
  OFFICE_PAYMENT_METHODS,
  PAYMENT_FAILURE_CODES,
  PAYMENT_GATEWAYS,
  PAYMENT_STATUSES,
} from './tables.ts';

export const GatewaySchema = z
  .object({
    code: z.enum(CHECKOUT_GATEWAYS),
    name: z.string(),
    currency: z.string().length(3),
    fee_percent: z.string().describe('The gateway’s charge on top, e.g. "1.85"'),
    instructions: z.string().nullable(),
    bank_account: z
      .object({
        bank_name: z.string(),
        account_name: z.string(),
        account_number: z.string(),
        branch: z.string(),
        routing_number: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'PaymentGateway' });

export const PaymentSchema = z
  .object({
    id: z.number().int(),
    gateway: z.enum(PAYMENT_GATEWAYS),
    status: z.enum(PAYMENT_STATUSES),
    amount: MoneySchema.describe('What goes to the invoices'),
    fee: MoneySchema.describe('The gateway’s charge on top'),
    total: MoneySchema.describe('What the customer pays at the gateway: amount + fee'),
    invoice_session_id: z.number().int(),
    invoices_paid: z
      .array(z.object({ invoice_id: z.number().int(), amount: MoneySchema }))
      .describe('What the payment applied to each invoice once it succeeded'),
    bkash: z
      .object({ payment_id: z.string().nullable(), trx_id: z.string().nullable() })
      .nullable(),
    receipt_asset_id: z.number().int().nullable(),
    reference: z
      .string()
      .nullable()
      .describe(
        'A payment made outside the site: the bank transfer’s reference the customer gave, or the receipt or transaction number staff recorded',
      ),
    failure_code: z
      .enum(PAYMENT_FAILURE_CODES)
      .nullable()
      .describe('Why it ended without money; failure_reason has the details (English)'),
    failure_reason: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    settled_at: z.string().nullable(),
  })
  .meta({ id: 'Payment' });

export const StaffPaymentSchema = PaymentSchema.extend({ customer_id: z.number().int() }).meta({
  id: 'StaffPayment',
});

export const PaymentCheckSchema = z
  .object({
    failed_attempts: z.number().int().describe('Status checks at bKash that failed in a row'),
    last_checked_at: z.string().nullable(),
    last_answer: z
      .string()
      .nullable()
      .describe('What bKash answered last, or why the check failed (English)'),
    next_check_at: z
      .string()
      .nullable()
      .describe('When the job asks bKash again; null: it does not any more'),
    needs_review_since: z
      .string()
      .nullable()
      .describe('Since when it waits for a person (the job gave up asking)'),
  })
  .meta({ id: 'PaymentCheck' });

export const PaymentToReviewSchema = StaffPaymentSchema.extend({ check: PaymentCheckSchema }).meta({
  id: 'PaymentToReview',
});

export const ClosePaymentBodySchema = z.strictObject({
  status: z.enum(['failed', 'expired']),
  reason: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .describe('Told to the customer; say what bKash’s merchant portal showed'),
});

export const StaffPaymentsQuerySchema = PageQuerySchema.extend({
  status: z.enum(PAYMENT_STATUSES).optional(),
});

export const RejectPaymentBodySchema = z.strictObject({
  reason: z.string().trim().min(1).max(500).describe('Told to the customer'),
});

export const PayBodySchema = z.strictObject({
  gateway: z.enum(CHECKOUT_GATEWAYS),
  amount: z
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .describe('Minor units to pay now (a part payment); the whole amount due when absent'),
  receipt_asset_id: BigSerialId.optional().describe(
    'Bank transfer: the uploaded receipt (an asset of yours)',
  ),
  transfer_reference: z
    .string()
    .trim()
    .min(3)
    .max(64)
    .optional()
    .describe(
      'Bank transfer (required): the transaction or reference number the bank gave the transfer',
    ),
  wallet_first: z
    .boolean()
    .optional()
    .describe(
      'bKash or bank transfer: the wallet pays what it holds first (settled at once), the gateway the rest; the answer is the gateway’s payment, or the wallet’s when it covered everything',
    ),
});

export const BkashExecuteBodySchema = z.strictObject({
  paymentID: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  status: z.enum(['success', 'failure', 'cancel']),
});

export const RecordOfficePaymentBodySchema = z.strictObject({
  method: z
    .enum(OFFICE_PAYMENT_METHODS)
    .describe('How the money came in: cash at the office, a bank deposit, mobile banking'),
  reference: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\p{L}\p{N} ._/#:-]+$/u, 'Letters, digits, spaces and . _ / # : -')
    .describe('The receipt, deposit-slip or transaction number that proves it'),
});
