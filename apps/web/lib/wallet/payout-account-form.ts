/**
 * The payout account form, per gateway: which details the customer types and the checks the
 * browser makes before sending them (the API checks again and its field errors are shown too).
 */
export interface PayoutField {
  key: string;
  /** Anchored pattern the trimmed value must match. */
  pattern?: RegExp;
  maxLength: number;
  optional?: boolean;
  inputMode?: 'tel' | 'numeric';
  autoComplete?: string;
}

export const payoutFields: Record<string, readonly PayoutField[]> = {
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
  bank: [
    { key: 'account_name', maxLength: 100, autoComplete: 'name' },
    { key: 'account_number', pattern: /^\d{6,20}$/, maxLength: 20, inputMode: 'numeric' },
    { key: 'bank_name', maxLength: 100 },
    { key: 'branch_name', maxLength: 100 },
    // Bangladesh Bank's routing numbers have nine digits.
    {
      key: 'routing_number',
      pattern: /^\d{9}$/,
      maxLength: 9,
      inputMode: 'numeric',
      optional: true,
    },
  ],
};

export type FieldProblem = 'required' | 'pattern';

/** The fields a gateway's account asks for; none for a gateway this page does not know. */
export function fieldsOf(gateway: string): readonly PayoutField[] {
  return payoutFields[gateway] ?? [];
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
