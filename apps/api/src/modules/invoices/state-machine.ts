import { defineStateMachine } from '../../platform/state-machine.ts';
import type { InvoiceStatus } from './tables.ts';

/**
 * The life of an invoice, as data (docs/orders.md draws it). Payments are not built yet, so
 * staff mark an invoice paid by hand; partial payments arrive with the payments module.
 */
export const INVOICE_TRANSITIONS: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  unpaid: ['partially_paid', 'paid', 'cancelled'],
  partially_paid: ['paid'],
  paid: [],
  cancelled: [],
};

export const invoiceMachine = defineStateMachine<InvoiceStatus, Record<string, never>>({
  name: 'invoice',
  transitions: INVOICE_TRANSITIONS,
});
