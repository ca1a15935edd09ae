import { sumMoney, type Money } from '@crossport/money';

/** What the invoice list needs of an invoice to decide whether it can be paid with others. */
export interface PayableInvoice {
  id: number;
  status: string;
  due: Money;
}

/** An invoice takes a payment while it is open (unpaid or partly paid) and something is due. */
export function isPayable(invoice: PayableInvoice): boolean {
  return (
    (invoice.status === 'unpaid' || invoice.status === 'partially_paid') && invoice.due.amount > 0
  );
}

export type SelectionProblem = 'none_selected' | 'mixed_currencies';

export interface Selection {
  /** The chosen invoices that can be paid, in the list's order. */
  invoices: PayableInvoice[];
  /** What the customer pays for them together, or null when nothing can be paid. */
  total: Money | null;
  problem: SelectionProblem | null;
}

/**
 * The customer's ticked invoices as one payment: only payable ones count, and one payment is
 * in one currency (the API refuses a session over mixed currencies; the list says so first).
 */
export function selectionOf(
  invoices: readonly PayableInvoice[],
  chosen: ReadonlySet<number>,
): Selection {
  const picked = invoices.filter((invoice) => chosen.has(invoice.id) && isPayable(invoice));
  if (picked.length === 0) return { invoices: [], total: null, problem: 'none_selected' };
  const currency = picked[0]!.due.currency;
  if (picked.some((invoice) => invoice.due.currency !== currency)) {
    return { invoices: picked, total: null, problem: 'mixed_currencies' };
  }
  return {
    invoices: picked,
    total: sumMoney(
      picked.map((invoice) => invoice.due),
      currency,
    ),
    problem: null,
  };
}

/** Ticks or unticks one invoice, answering a new set (React state is never mutated). */
export function toggled(chosen: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(chosen);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
