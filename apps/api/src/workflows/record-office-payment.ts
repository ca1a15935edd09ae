import type { Transaction } from '../platform/database.ts';
import type { OfficePaymentMethod, PaymentRow } from '../modules/payments/index.ts';
import { createStep, createWorkflow } from './runner.ts';
import type { PaymentServices, WorkflowServices } from './services.ts';
import { settlePaymentSteps } from './settle-payment.ts';

export interface RecordOfficePaymentInput {
  invoiceId: number;
  method: OfficePaymentMethod;
  /** The receipt, deposit-slip or transaction number staff saw. */
  reference: string;
  /** The staff member's sign-in email, or `machine` for the staff token. */
  recordedBy: string;
}

/**
 * Staff record money received outside the site against an invoice (cash at the office, a bank
 * deposit, a mobile-banking transfer): a real payment, so it takes the path every payment
 * takes (docs/payments.md). A payment row for what is due, settled in the same transaction by
 * the settle-payment steps: allocations, the invoice paid, its buy products bought or its
 * parcels freed, balanced ledger postings from the method's clearing account, the customer's
 * notice. 409 when the invoice is paid or cancelled; 404 when there is no such invoice.
 */
export function recordOfficePaymentWorkflow(
  services: PaymentServices & Pick<WorkflowServices, 'invoices'>,
) {
  const { invoices, payments } = services;
  const settle = settlePaymentSteps(services);

  const openPayment = createStep(
    'open-office-payment',
    async ({ tx, input }: { tx: Transaction; input: RecordOfficePaymentInput }) => {
      const customerId = await invoices.payerOf(input.invoiceId);
      const { sessionId, invoiceIds, due } = await invoices.payable(tx, customerId, {
        invoiceId: input.invoiceId,
      });
      return payments.start(tx, {
        customerId,
        gateway: input.method,
        amount: due,
        fee: { amount: 0, currency: due.currency },
        invoiceSessionId: sessionId,
        invoiceIds,
        recorded: { reference: input.reference, by: input.recordedBy },
      });
    },
  );

  /** The settle-payment steps, in this workflow's transaction: it commits with the payment. */
  const settlePayment = createStep(
    'settle-office-payment',
    (input: { tx: Transaction; paymentId: number }) => settle.run(input),
  );

  return createWorkflow(
    'record-office-payment',
    async (input: RecordOfficePaymentInput, run): Promise<PaymentRow> =>
      payments.transaction(async (tx) => {
        const payment = await run(openPayment, { tx, input });
        await run(settlePayment, { tx, paymentId: payment.id });
        return payment;
      }),
  );
}
