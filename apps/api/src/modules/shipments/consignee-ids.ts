/**
 * Destinations whose customs ask the consignee of a personal import for an identity or tax
 * number (issue #14), as data: India's courier imports need KYC (a PAN or an Aadhaar number),
 * the UAE's an Emirates ID. A destination absent here asks for none, and none is stored.
 */
export interface ConsigneeIdRule {
  /** What the form calls it. */
  label: string;
  /** What a valid one looks like (after spaces and dashes are dropped, upper-cased). */
  pattern: RegExp;
  example: string;
}

export const CONSIGNEE_ID_RULES: Readonly<Record<string, ConsigneeIdRule>> = {
  IN: {
    label: 'PAN or Aadhaar number (customs KYC)',
    pattern: /^([A-Z]{5}\d{4}[A-Z]|\d{12})$/,
    example: 'ABCDE1234F',
  },
  AE: {
    label: 'Emirates ID number',
    pattern: /^784\d{12}$/,
    example: '784-1990-1234567-1',
  },
};

/** The id as customs forms print it: no spaces or dashes, upper case. */
export function normalConsigneeId(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** Why `taxId` will not do for `regionCode`, or null when it will (or none is needed). */
export function consigneeIdProblem(
  regionCode: string,
  taxId: string | undefined,
): { code: 'tax_id_required' | 'tax_id_invalid'; message: string } | null {
  const rule = CONSIGNEE_ID_RULES[regionCode];
  if (!rule) return null;
  if (!taxId) {
    return {
      code: 'tax_id_required',
      message: `Customs in ${regionCode} need the receiver's ${rule.label}.`,
    };
  }
  if (!rule.pattern.test(normalConsigneeId(taxId))) {
    return {
      code: 'tax_id_invalid',
      message: `That does not look like a ${rule.label}, for example ${rule.example}.`,
    };
  }
  return null;
}
