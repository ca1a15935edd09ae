import { createHash } from 'node:crypto';
import { addMoney, formatMoney, type Money } from '@crossport/money';
import type { CompanyDetails } from '../../modules/content/index.ts';
import type { Invoice } from '../../modules/invoices/index.ts';

/** Raise when the layout changes, so every stored PDF is rendered again on its next download. */
const LAYOUT_VERSION = 1;
const LOCALE = 'en-BD';
const TIME_ZONE = 'Asia/Dhaka';

/** Everything a PDF shows, already formatted: the renderer only lays it out. */
export interface InvoicePdfContent {
  number: string;
  status: string;
  issuedOn: string;
  updatedOn: string;
  company: { name: string; address: readonly string[] };
  customer: { name: string; email: string };
  lines: { description: string; quantity: string; unit: string; amount: string }[];
  total: string;
  /** What the customer paid in all (refunds included). */
  paid: string;
  refund: { refunded: string; netPaid: string } | null;
  due: string;
  currency: string;
}

const amount = (value: Money) => formatMoney(value, LOCALE, 'narrowSymbol');
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: TIME_ZONE }).format(
    new Date(iso),
  );
const STATUS_WORDS: Record<Invoice['status'], string> = {
  unpaid: 'Unpaid',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

/**
 * `company`: who issues every invoice, from the company details staff edit (the content
 * module's, the same the Contact us page shows); a change gives every PDF a new version.
 */
export function invoicePdfContent(
  invoice: Invoice,
  customer: { name: string | null; email: string | null },
  company: Pick<CompanyDetails, 'name' | 'address_lines' | 'email'>,
): InvoicePdfContent {
  return {
    number: invoice.number,
    status: STATUS_WORDS[invoice.status],
    issuedOn: day(invoice.created_at),
    updatedOn: day(invoice.updated_at),
    company: { name: company.name, address: [...company.address_lines, company.email] },
    customer: { name: customer.name?.trim() || 'Customer', email: customer.email ?? '' },
    lines: invoice.lines.map((line) => ({
      // The final charge of a product's shipping, beside what checkout estimated for it.
      description: line.estimated_at_checkout
        ? `${line.description} (estimated at checkout: ${amount(line.estimated_at_checkout)})`
        : line.description,
      quantity: String(line.quantity),
      unit: amount(line.unit_amount),
      amount: amount(line.amount),
    })),
    total: amount(invoice.total),
    paid: amount(addMoney(invoice.paid, invoice.refunded)),
    refund:
      invoice.refunded.amount > 0
        ? {
            refunded: `−${amount(invoice.refunded)}`,
            netPaid: amount(invoice.paid),
          }
        : null,
    due: amount(invoice.due),
    currency: invoice.total.currency,
  };
}

/**
 * The PDF's version: a hash of what it shows and of the layout. Any change to the invoice
 * (a line, a payment, the status) or to the customer's name gives a new file name, so a stored
 * PDF is always current and never needs invalidating.
 */
export function invoicePdfVersion(content: InvoicePdfContent): string {
  return createHash('sha256')
    .update(JSON.stringify({ layout: LAYOUT_VERSION, content }))
    .digest('hex')
    .slice(0, 32);
}

export function invoicePdfKey(invoiceId: number, content: InvoicePdfContent): string {
  return `invoices/${invoiceId}/${invoicePdfVersion(content)}.pdf`;
}
