import { addMoney, money, subtractMoney, toDecimalString, type Money } from '@crossport/money';
import { crashPoint } from '../platform/crash-points.ts';
import type { Transaction } from '../platform/database.ts';
import { withoutRequestTransaction } from '../platform/request-transaction.ts';
import { DomainError, NotFound, ServiceUnavailable, Unprocessable } from '../platform/errors.ts';
import { ledgerAccount } from '../modules/ledger/index.ts';
import {
  BkashUnavailable,
  DEFAULT_CHECK_POLICY,
  feeOf,
  gatewayFor,
  type Payment,
  type CheckoutGateway,
  type PaymentRow,
} from '../modules/payments/index.ts';
import { checkAtBkash } from './bkash-outcome.ts';
import { createStep, createWorkflow } from './runner.ts';
import type { WorkflowServices } from './services.ts';
import { settlePaymentSteps } from './settle-payment.ts';

export interface PayInvoicesInput {
  customerId: number;
  target: { invoiceId: number } | { sessionId: number };
  gateway: CheckoutGateway;
  amount?: number;
  receiptAssetId?: number;
  /** Bank transfer: the bank's transaction or reference number (trimmed, 3–64 characters). */
  transferReference?: string;
  /** bKash or bank transfer: the wallet pays what it holds first, the gateway the rest. */
  walletFirst?: boolean;
}

/** bKash answered, but refused to start the payment. */
export class GatewayRefused extends DomainError {
  constructor(message: string) {
    super(502, 'gateway_error', message);
  }
}

/** What bKash shows against the payment; our payment number, so support can find it. */
const merchantInvoiceNumber = (paymentId: number) => `CP-${paymentId}`;

/**
 * Pays one invoice or an invoice session (docs/payments.md):
 * - wallet: one transaction — the payment, the invoices, the buy products and the ledger — so
 *   `insufficient_funds` leaves nothing half done;
 * - bkash: at most one open bKash payment per invoice. An open one of the same invoices (the
 *   customer closed bKash's tab and pays again) is asked about at bKash first — if bKash took
 *   its money it settles, and the invoice may be paid already — then superseded in the same
 *   transaction that opens the new pending payment; then bKash's createPayment. If bKash
 *   cannot start it the customer gets a 502/503 and nothing is kept: the route is idempotent,
 *   so the payment, the call's outcome and the key's answer are one transaction
 *   (platform/idempotency.ts). The invoices stay locked until that transaction ends, so two
 *   starts for one invoice run one after the other;
 * - bank_transfer: a pending payment with the customer's receipt and the bank's reference
 *   number of the transfer, for staff to review;
 * - `walletFirst` with bKash or a bank transfer: one payment from the wallet for what it holds,
 *   settled in the same transaction that opens the gateway's payment for the rest (both of the
 *   same invoice session); a wallet that covers everything makes it a wallet payment.
 */
export function payInvoicesWorkflow(services: WorkflowServices) {
  const { invoices, payments, bkash } = services;
  const settle = settlePaymentSteps(services);

  /**
   * Before replacing an open bKash payment, bKash is asked whether it took that payment's
   * money (a lost answer to our execute, a callback on its way): if so it settles now, to the
   * invoices. While bKash cannot say, no second payment starts: that is how at most one is
   * ever charged. What bKash says commits on its own, outside this request's transaction: a
   * payment bKash captured stays settled even when this start is then refused (409, paid).
   */
  const checkOpenBkash = createStep(
    'check-open-bkash-payments',
    async (input: PayInvoicesInput) => {
      const invoiceIds = await invoices.invoiceIdsOfTarget(input.customerId, input.target);
      const open = await payments.openBkashCovering(invoiceIds);
      for (const payment of open.filter((p) => p.customerId === input.customerId)) {
        try {
          await withoutRequestTransaction(() =>
            checkAtBkash(services, payment, {
              now: new Date(),
              expireAfterMs: DEFAULT_CHECK_POLICY.approvalWindowMs,
            }),
          );
        } catch {
          throw new ServiceUnavailable(
            `We are still confirming your bKash payment #${payment.id} with bKash. Please try again in a few minutes.`,
          );
        }
      }
    },
  );

  const openPayment = createStep('open-payment', async (input: PayInvoicesInput) =>
    payments.transaction(async (tx: Transaction) => {
      const { sessionId, invoiceIds, due } = await invoices.payable(
        tx,
        input.customerId,
        input.target,
      );
      const gateway = gatewayFor(input.gateway, due.currency);
      const amount = input.amount === undefined ? due : money(input.amount, due.currency);
      if (amount.amount > due.amount) {
        throw new Unprocessable('You cannot pay more than is due.', [
          { field: 'body.amount', message: `At most ${due.amount} (${due.currency})` },
        ]);
      }
      if (input.gateway === 'bank_transfer') {
        if (input.receiptAssetId === undefined) {
          throw new Unprocessable('Upload the bank receipt and send its id with the payment.', [
            { field: 'body.receipt_asset_id', message: 'Required for a bank transfer' },
          ]);
        }
        if (!(await services.assetOwnedBy(input.customerId, input.receiptAssetId))) {
          throw new NotFound(`Asset ${input.receiptAssetId}`);
        }
        if (input.transferReference === undefined) {
          throw new Unprocessable('Give the reference number the bank gave your transfer.', [
            { field: 'body.transfer_reference', message: 'Required for a bank transfer' },
          ]);
        }
      }
      // Wallet first: what the wallet holds pays now, in this transaction, and the gateway is
      // started for the rest; if the gateway cannot start, none of it happened. A balance
      // spent meanwhile fails the wallet's posting (insufficient_funds), again whole.
      let rest = amount;
      if (input.walletFirst && input.gateway !== 'wallet') {
        const held = await services.ledger.balanceOf(
          ledgerAccount.wallet(input.customerId, due.currency),
        );
        const part = money(Math.min(Math.max(held.amount, 0), amount.amount), due.currency);
        if (part.amount > 0) {
          const fromWallet = await payments.start(tx, {
            customerId: input.customerId,
            gateway: 'wallet',
            amount: part,
            fee: money(0, due.currency),
            invoiceSessionId: sessionId,
            invoiceIds,
            receiptAssetId: null,
          });
          await settle.run({ tx, paymentId: fromWallet.id });
          rest = subtractMoney(amount, part);
          if (rest.amount === 0) return fromWallet;
        }
      }
      // The invoices are locked (payable), so concurrent starts queue here one by one and
      // each finds, and replaces, the open payment the one before it left.
      if (input.gateway === 'bkash') {
        for (const old of await payments.openBkashCovering(invoiceIds, tx)) {
          await payments.supersede(tx, old);
        }
      }
      const payment = await payments.start(tx, {
        customerId: input.customerId,
        gateway: input.gateway,
        amount: rest,
        fee: feeOf(gateway, rest),
        invoiceSessionId: sessionId,
        invoiceIds,
        receiptAssetId: input.gateway === 'bank_transfer' ? input.receiptAssetId : null,
        transferReference: input.gateway === 'bank_transfer' ? input.transferReference : undefined,
      });
      crashPoint('pay-after-open-payment');
      // The wallet settles in this same transaction: all of it commits, or none.
      if (input.gateway === 'wallet') {
        await settle.run({ tx, paymentId: payment.id });
        crashPoint('pay-after-settle');
      }
      return payment;
    }),
  );

  const startAtBkash = createStep('start-bkash-payment', async (payment: PaymentRow) => {
    const total: Money = addMoney(
      money(payment.amount, payment.currency),
      money(payment.fee, payment.currency),
    );
    let created;
    try {
      created = await bkash.createPayment({
        amount: toDecimalString(total),
        currency: 'BDT',
        payerReference: String(payment.customerId),
        merchantInvoiceNumber: merchantInvoiceNumber(payment.id),
        callbackURL: `${services.webPublicUrl.replace(/\/+$/, '')}/dashboard/payment/status?transaction=${payment.id}`,
      });
    } catch (error) {
      if (error instanceof BkashUnavailable) {
        throw new ServiceUnavailable(
          'bKash cannot be reached right now. Please try again shortly.',
        );
      }
      throw new GatewayRefused(
        'bKash could not start this payment. Please try again or pay another way.',
      );
    }
    crashPoint('bkash-after-create-payment');
    await payments.rememberBkashPayment(payment.id, created.paymentID);
    return created.bkashURL;
  });

  return createWorkflow(
    'pay-invoices',
    async (input: PayInvoicesInput, run): Promise<Payment & { redirect_url: string | null }> => {
      if (input.gateway === 'bkash') await run(checkOpenBkash, input);
      const payment = await run(openPayment, input);
      const redirect = payment.gateway === 'bkash' ? await run(startAtBkash, payment) : null;
      return {
        ...(await payments.find(input.customerId, payment.id)),
        redirect_url: redirect,
      };
    },
  );
}
