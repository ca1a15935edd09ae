import { NotFound, ServiceUnavailable, Unprocessable } from '../platform/errors.ts';
import {
  BkashUnavailable,
  DEFAULT_CHECK_POLICY,
  isSuperseded,
  type Payment,
  type PaymentRow,
} from '../modules/payments/index.ts';
import { applyBkashState, checkAtBkash, executeOrQuery, recordCheck } from './bkash-outcome.ts';
import { createStep, createWorkflow } from './runner.ts';
import type { PaymentServices, WorkflowServices } from './services.ts';

export interface BkashCallbackInput {
  customerId: number;
  paymentId: number;
  paymentID: string;
  status: 'success' | 'failure' | 'cancel';
}

/**
 * bKash's callback, as the web status page posts it (docs/payments.md). Idempotent without a
 * client key: everything hangs on bKash's paymentID, a second execute is answered by a query,
 * and settling locks the payment and does nothing once it is no longer pending — so the same
 * callback replayed any number of times, at once or later, settles once. A superseded
 * payment (an old bKash tab the customer completed after paying again) is never executed, so
 * bKash takes no money for it; bKash is only asked whether it took any all the same.
 */
export function executeBkashPaymentWorkflow(services: WorkflowServices) {
  const { payments } = services;
  const paymentServices: PaymentServices = services;

  const findPayment = createStep('find-own-bkash-payment', async (input: BkashCallbackInput) => {
    const payment = await payments.ownRow(input.customerId, input.paymentId);
    if (payment.gateway !== 'bkash') throw new NotFound(`Payment ${input.paymentId}`);
    if (payment.bkashPaymentId !== input.paymentID) {
      throw new Unprocessable('This bKash payment does not belong to this transaction.', [
        { field: 'body.paymentID', message: 'Not the paymentID bKash gave for this payment' },
      ]);
    }
    return payment;
  });

  const settleAtBkash = createStep(
    'execute-and-settle',
    async ({ payment, status }: { payment: PaymentRow; status: BkashCallbackInput['status'] }) => {
      if (status !== 'success') {
        // The redirect is the customer's browser talking, not bKash (docs/security.md): a
        // "cancel" may follow a payment bKash already captured (a second tab, a tampered
        // link). bKash's own word decides; only a payment it has not captured is ended.
        let state;
        try {
          state = await services.bkash.queryPayment(payment.bkashPaymentId as string);
        } catch (error) {
          if (error instanceof BkashUnavailable) return; // the reconciliation job asks later
          throw error;
        }
        if (state.transactionStatus !== 'Initiated') {
          await applyBkashState(paymentServices, payment, state);
          return;
        }
        await payments.end(
          payment.id,
          status === 'cancel' ? 'cancelled' : 'failed',
          status === 'cancel'
            ? { code: 'cancelled_by_customer', reason: 'You cancelled the payment at bKash.' }
            : { code: 'declined_at_gateway', reason: 'bKash could not complete the payment.' },
        );
        return;
      }
      try {
        await applyBkashState(
          paymentServices,
          payment,
          await executeOrQuery(paymentServices, payment.bkashPaymentId as string),
        );
      } catch (error) {
        // The outcome is unknown: the payment stays pending and the reconciliation job asks
        // bKash again; the customer may retry the status page meanwhile.
        if (error instanceof BkashUnavailable) {
          throw new ServiceUnavailable(
            'bKash cannot be reached right now. We will confirm your payment shortly.',
          );
        }
        throw error;
      }
    },
  );

  /** bKash says the old tab was paid: only a check, whose answer the watch also keeps. */
  const checkSuperseded = createStep('check-superseded-payment', async (payment: PaymentRow) => {
    const check = await payments.checkOf(payment.id);
    if (!check?.nextCheckAt) return; // bKash already answered for good (or staff decide).
    const now = new Date();
    try {
      const outcome = await checkAtBkash(paymentServices, payment, {
        now,
        expireAfterMs: DEFAULT_CHECK_POLICY.approvalWindowMs,
      });
      await recordCheck(paymentServices, payment.id, now, outcome, DEFAULT_CHECK_POLICY);
    } catch (error) {
      // The reconciliation job keeps watching it; the customer is told what we know.
      if (!(error instanceof BkashUnavailable)) throw error;
    }
  });

  return createWorkflow(
    'execute-bkash-payment',
    async (input: BkashCallbackInput, run): Promise<Payment> => {
      const payment = await run(findPayment, input);
      if (payment.status === 'pending') await run(settleAtBkash, { payment, status: input.status });
      else if (isSuperseded(payment) && input.status === 'success') {
        await run(checkSuperseded, payment);
      }
      return payments.find(input.customerId, input.paymentId);
    },
  );
}
