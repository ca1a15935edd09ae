import { sectionById } from '../sections.ts';

/**
 * Where each step of paying lives. The payment step is `dashboard/payment` with what is being
 * paid in the query (one invoice or a session of several); without one it lists transactions.
 */
export type PaymentTarget = { kind: 'invoice'; id: number } | { kind: 'session'; id: number };

const invoiceSection = sectionById('invoice').path;
const paymentSection = sectionById('payment').path;
const statusSection = sectionById('paymentStatus').path;

export function invoicePath(id: number): string {
  return `${invoiceSection}/${id}`;
}

export function paymentStepPath(target: PaymentTarget): string {
  return `${paymentSection}?${target.kind}=${target.id}`;
}

export function paymentStatusPath(transactionId: number): string {
  return `${statusSection}?transaction=${transactionId}`;
}

/** A whole positive id from a query value; anything else (a hand-edited address) is null. */
export function positiveId(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** What `dashboard/payment?invoice=…|session=…` asks to pay, or null for the transactions. */
export function paymentTargetOf(query: Record<string, string | string[] | undefined>) {
  const invoice = positiveId(query.invoice);
  if (invoice !== null) return { kind: 'invoice', id: invoice } satisfies PaymentTarget;
  const session = positiveId(query.session);
  if (session !== null) return { kind: 'session', id: session } satisfies PaymentTarget;
  return null;
}
