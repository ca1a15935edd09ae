import { money, type Money } from '@crossport/money';
import { z } from 'zod';

/**
 * How customers can be paid, per region, as code: adding a gateway is a reviewed change, not a
 * row someone edits. `fields` are the account details the gateway needs (validated by the
 * Zod schema of the same name in schemas.ts), shown by the app as a form.
 */
export interface PayoutGateway {
  code: PayoutGatewayCode;
  name: string;
  currency: string;
  /** Smallest and largest amount one request may take from the wallet. */
  min: Money;
  max: Money;
  /** Kept from each payout by the gateway: the customer receives `amount - fee`. */
  fee: Money;
  fields: { name: string; label: string; pattern?: string }[];
}

export const PAYOUT_GATEWAY_CODES = ['bkash', 'bank_transfer'] as const;
export type PayoutGatewayCode = (typeof PAYOUT_GATEWAY_CODES)[number];

/** A bKash personal wallet: 11 digits starting 01 (Bangladesh mobile numbers). */
export const BKASH_WALLET_NUMBER = /^01[3-9]\d{8}$/;
/** Bangladesh Bank routing numbers are 9 digits. */
export const ROUTING_NUMBER = /^\d{9}$/;
export const BANK_ACCOUNT_NUMBER = /^\d{8,20}$/;

export const PayoutAccountDetailsSchemas = {
  bkash: z.strictObject({
    wallet_number: z
      .string()
      .regex(BKASH_WALLET_NUMBER, 'A bKash wallet number is 11 digits starting with 01'),
  }),
  bank_transfer: z.strictObject({
    account_name: z.string().trim().min(1).max(100),
    account_number: z
      .string()
      .regex(BANK_ACCOUNT_NUMBER, 'A bank account number is 8 to 20 digits'),
    bank_name: z.string().trim().min(1).max(100),
    branch_name: z.string().trim().min(1).max(100),
    routing_number: z.string().regex(ROUTING_NUMBER, 'A routing number is 9 digits'),
  }),
} as const;

const BDT = (taka: number) => money(taka * 100, 'BDT');

export const PAYOUT_GATEWAYS_BY_REGION: Readonly<Record<string, readonly PayoutGateway[]>> = {
  BD: [
    {
      code: 'bkash',
      name: 'bKash',
      currency: 'BDT',
      min: BDT(100),
      max: BDT(25_000),
      fee: BDT(10),
      fields: [
        {
          name: 'wallet_number',
          label: 'bKash wallet number',
          pattern: BKASH_WALLET_NUMBER.source,
        },
      ],
    },
    {
      code: 'bank_transfer',
      name: 'Bank account',
      currency: 'BDT',
      min: BDT(500),
      max: BDT(500_000),
      fee: BDT(25),
      fields: [
        { name: 'account_name', label: 'Account name' },
        { name: 'account_number', label: 'Account number', pattern: BANK_ACCOUNT_NUMBER.source },
        { name: 'bank_name', label: 'Bank name' },
        { name: 'branch_name', label: 'Branch' },
        { name: 'routing_number', label: 'Routing number', pattern: ROUTING_NUMBER.source },
      ],
    },
  ],
};

export function payoutGatewaysOf(regionCode: string): readonly PayoutGateway[] {
  return PAYOUT_GATEWAYS_BY_REGION[regionCode] ?? [];
}

/** A gateway by code in any region (an account keeps working if the customer changes region). */
export function payoutGateway(code: string): PayoutGateway | undefined {
  return Object.values(PAYOUT_GATEWAYS_BY_REGION)
    .flat()
    .find((g) => g.code === code);
}
