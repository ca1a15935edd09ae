/**
 * The payout account form, per gateway: which details the customer types and the checks the
 * browser makes before sending them (the API checks again and its field errors are shown too).
 * The checks mirror apps/api/src/modules/payouts/gateways.ts.
 */
import type { PayoutAccountBody } from './types.ts';

export const payoutGatewayCodes = ['bkash', 'bank_transfer'] as const;
export type PayoutGatewayCode = (typeof payoutGatewayCodes)[number];

export type PayoutFieldKey =
  | 'wallet_number'
  | 'account_name'
  | 'account_number'
  | 'bank_name'
  | 'branch_name'
  | 'routing_number';

export interface PayoutField {
  key: PayoutFieldKey;
  /** Anchored pattern the trimmed value must match. */
  pattern?: RegExp;
  maxLength: number;
  optional?: boolean;
  inputMode?: 'tel' | 'numeric';
  autoComplete?: string;
}

export const payoutFields: Record<PayoutGatewayCode, readonly PayoutField[]> = {
  // A Bangladeshi mobile number: 01, an operator digit 3-9, eight more digits.
  bkash: [
    {
      key: 'wallet_number',
      pattern: /^01[3-9]\d{8}$/,
      maxLength: 11,
      inputMode: 'tel',
      autoComplete: 'tel-national',
    },
  ],
  bank_transfer: [
    { key: 'account_name', maxLength: 100, autoComplete: 'name' },
    { key: 'account_number', pattern: /^\d{8,20}$/, maxLength: 20, inputMode: 'numeric' },
    { key: 'bank_name', maxLength: 100 },
    { key: 'branch_name', maxLength: 100 },
    // Bangladesh Bank's routing numbers have nine digits.
    {
      key: 'routing_number',
      pattern: /^\d{9}$/,
      maxLength: 9,
      inputMode: 'numeric',
    },
  ],
};

export type FieldProblem = 'required' | 'pattern';

/** The fields a gateway's account asks for; none for a gateway this page does not know. */
export function fieldsOf(gateway: string): readonly PayoutField[] {
  return isKnownGateway(gateway) ? payoutFields[gateway] : [];
}

/** A gateway this page has a form (and words) for; the API may offer others later. */
export function isKnownGateway(code: string): code is PayoutGatewayCode {
  return (payoutGatewayCodes as readonly string[]).includes(code);
}

/** Each field's problem, or none: what stops the form from being sent. */
export function payoutFieldProblems(
  gateway: string,
  values: Record<string, string>,
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of fieldsOf(gateway)) {
    const value = (values[field.key] ?? '').trim();
    if (!value) {
      if (!field.optional) problems[field.key] = 'required';
    } else if (field.pattern && !field.pattern.test(value)) {
      problems[field.key] = 'pattern';
    }
  }
  return problems;
}

/** The details the API stores: the gateway's fields, trimmed, empty optional ones left out. */
export function payoutDetails(
  gateway: string,
  values: Record<string, string>,
): Record<string, string> {
  const details: Record<string, string> = {};
  for (const field of fieldsOf(gateway)) {
    const value = (values[field.key] ?? '').trim();
    if (value) details[field.key] = value;
  }
  return details;
}

/** The body the API takes for an account of a gateway this page has a form for. */
export function payoutAccountBody(
  gateway: PayoutGatewayCode,
  values: Record<string, string>,
): PayoutAccountBody {
  const details = payoutDetails(gateway, values);
  // The fields come from payoutFields[gateway], which lists exactly what the API's schema for
  // that gateway requires; payoutFieldProblems has checked that none is missing.
  return { gateway, details } as PayoutAccountBody;
}

/**
 * How an account is told apart in lists and pickers: the bKash number, or the bank with the
 * account number's last four digits (the full number is on the account card).
 */
export function accountSummary(account: { gateway: string; details: Record<string, string> }) {
  const { details } = account;
  if (account.gateway === 'bkash') return details.wallet_number ?? '';
  const number = details.account_number ?? '';
  return [details.bank_name, number && `••${number.slice(-4)}`].filter(Boolean).join(' · ');
}
