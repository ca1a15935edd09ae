import { defineStateMachine } from '../../platform/state-machine.ts';
import type { InvoiceStatus } from './tables.ts';

/**
 * The life of an invoice, as data (docs/orders.md draws it). Payments move it through
 * `recordPayment`: a part payment leaves it partially paid (another part keeps it there), the
 * last part pays it. Staff may still mark a whole invoice paid by hand.
 */
export const INVOICE_TRANSITIONS: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  unpaid: ['partially_paid', 'paid', 'cancelled'],
  partially_paid: ['partially_paid', 'paid'],
  paid: [],
  cancelled: [],
};

export const invoiceMachine = defineStateMachine<InvoiceStatus, Record<string, never>>({
  name: 'invoice',
  transitions: INVOICE_TRANSITIONS,
});
