import { z } from 'zod';
import { BigSerialId, MoneySchema } from '../../platform/schemas.ts';
import { PAYOUT_GATEWAY_CODES, PayoutAccountDetailsSchemas } from './gateways.ts';
import { PAYOUT_REQUEST_STATUSES } from './tables.ts';

/** Spec §5: the payout account list defaults to page 1 of this many. */
export const PAYOUT_ACCOUNTS_PER_PAGE = 10;
/** Payout request lists (the customer's and staff's): a page unless asked, and the most. */
export const PAYOUT_REQUESTS_PER_PAGE = 20;
export const PAYOUTS_MAX_PER_PAGE = 100;

const pageQuery = (perPage: number) =>
  z.strictObject({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(PAYOUTS_MAX_PER_PAGE).default(perPage),
  });

export const PayoutAccountsQuerySchema = pageQuery(PAYOUT_ACCOUNTS_PER_PAGE);
export const PayoutRequestsQuerySchema = pageQuery(PAYOUT_REQUESTS_PER_PAGE).extend({
  status: z.enum(PAYOUT_REQUEST_STATUSES).optional(),
});

export const PayoutGatewaySchema = z
  .object({
    code: z.enum(PAYOUT_GATEWAY_CODES),
    name: z.string(),
    currency: z.string().length(3),
    min: MoneySchema,
    max: MoneySchema,
    fee: MoneySchema.describe('Kept from each payout: the customer receives amount − fee'),
    fields: z.array(
      z.object({ name: z.string(), label: z.string(), pattern: z.string().optional() }),
    ),
  })
  .meta({ id: 'PayoutGateway' });

/** A payout account's details, checked against what its gateway needs. */
export const PayoutAccountBodySchema = z
  .discriminatedUnion('gateway', [
    z.strictObject({
      gateway: z.literal('bkash'),
      details: PayoutAccountDetailsSchemas.bkash,
    }),
    z.strictObject({
      gateway: z.literal('bank_transfer'),
      details: PayoutAccountDetailsSchemas.bank_transfer,
    }),
  ])
  .meta({ id: 'PayoutAccountBody' });

export const PayoutAccountSchema = z
  .object({
    id: z.number().int(),
    gateway: z.enum(PAYOUT_GATEWAY_CODES),
    details: z.record(z.string(), z.string()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'PayoutAccount' });

export const PayoutRequestBodySchema = z.strictObject({
  payout_account_id: BigSerialId,
  amount: z
    .number()
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .describe('Minor units of the gateway’s currency, taken from the wallet'),
});

export const PayoutRequestSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(PAYOUT_REQUEST_STATUSES),
    gateway: z.enum(PAYOUT_GATEWAY_CODES),
    payout_account_id: z.number().int(),
    account: z
      .record(z.string(), z.string())
      .describe('The payout account’s details as they were when the request was made'),
    amount: MoneySchema.describe('Taken from the wallet'),
    fee: MoneySchema,
    receivable: MoneySchema.describe('What reaches the account: amount − fee'),
    rejection_reason: z.string().nullable(),
    transfer_reference: z
      .string()
      .nullable()
      .describe('What the gateway called the transfer (bKash trxID, bank reference) once paid'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'PayoutRequest' });

/** Staff see whose request it is (to open the customer's account beside it). */
export const StaffPayoutRequestSchema = PayoutRequestSchema.extend({
  customer_id: z.number().int(),
});

/** Finance records the gateway's name for the transfer, so the statement can be matched. */
export const CompletePayoutBodySchema = z.strictObject({
  reference: z
    .string()
    .trim()
    .min(3)
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, 'Letters, digits, spaces and . _ / -')
    .describe('The bKash trxID or bank reference of the transfer'),
});

export const RejectPayoutBodySchema = z.strictObject({
  reason: z.string().trim().min(1).max(500).describe('Shown to the customer'),
});
