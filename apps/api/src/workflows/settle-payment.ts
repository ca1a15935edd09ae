import { allocateMoney, money, subtractMoney, sumMoney, type Money } from '@crossport/money';
import type { Transaction } from '../platform/database.ts';
import { ledgerAccount, type PostingSetInput } from '../modules/ledger/index.ts';
import { isSuperseded, type PaymentRow } from '../modules/payments/index.ts';
import { createStep, createWorkflow } from './runner.ts';
import type { PaymentServices } from './services.ts';

interface Allocation {
  invoiceId: number;
  amount: Money;
}

/** A payment's fee split between what it applied to invoices and what went to the wallet. */
function feeSplit(payment: PaymentRow, applied: Money): [Money, Money] {
  const m = (amount: number) => money(amount, payment.currency);
  const excess = subtractMoney(m(payment.amount), applied);
  if (applied.amount + excess.amount === 0) return [m(0), m(0)];
  return allocateMoney(m(payment.fee), [applied.amount, excess.amount]) as [Money, Money];
}

/**
 * Each invoice's share of the fee kept with what the payment applied (the revenue leg's fee),
 * by the amount applied to it: what a later refund off that invoice returns a share of.
 */
export function gatewayFeeShares(payment: PaymentRow, allocations: Allocation[]): Money[] {
  const applied = sumMoney(
    allocations.map((a) => a.amount),
    payment.currency,
  );
  if (payment.fee === 0 || applied.amount === 0) {
    return allocations.map(() => money(0, payment.currency));
  }
  const [feeKept] = feeSplit(payment, applied);
  return allocateMoney(
    feeKept,
    allocations.map((a) => a.amount.amount),
  );
}

/**
 * The legs of a settled payment (docs/payments.md): the wallet pays only what it applied; a
 * gateway received amount + fee. The fee follows the money: the applied part and its share of
 * the fee are revenue; the rest (an overpayment: another payment got there first, or a
 * superseded payment bKash charged anyway) goes to the customer's wallet with its share of
 * the fee, so nobody pays a fee for money that paid nothing. Zero legs are left out.
 */
export function settlementPostings(
  payment: PaymentRow,
  applied: Money,
): PostingSetInput['postings'] {
  const m = (amount: number) => money(amount, payment.currency);
  const fee = m(payment.fee);
  const excess = subtractMoney(m(payment.amount), applied);
  const revenue = ledgerAccount.revenue(payment.currency);
  const wallet = ledgerAccount.wallet(payment.customerId, payment.currency);
  const [feeKept, feeBack] = feeSplit(payment, applied);
  const legs =
    payment.gateway === 'wallet'
      ? [
          { account: wallet, amount: m(-applied.amount) },
          { account: revenue, amount: applied },
        ]
      : [
          {
            account: ledgerAccount.gatewayClearing(payment.gateway, payment.currency),
            amount: m(-sumMoney([m(payment.amount), fee], payment.currency).amount),
          },
          { account: revenue, amount: sumMoney([applied, feeKept], payment.currency) },
          { account: wallet, amount: sumMoney([excess, feeBack], payment.currency) },
        ];
  return legs.filter((leg) => leg.amount.amount !== 0);
}

/**
 * Settles a pending payment in the caller's transaction, and is safe to run twice: it locks
 * the payment and does nothing unless it is still pending (a replayed callback, the
 * reconciliation job and staff may all get here). A superseded bKash payment that bKash
 * charged anyway settles too, but pays no invoice: all of it goes to the wallet. Answers the
 * payment as it was before, or null when there was nothing to settle.
 */
export function settlePaymentSteps(services: PaymentServices) {
  const { invoices, orders, shipments, ledger, payments, notifications } = services;

  const lockSettleable = createStep(
    'lock-settleable-payment',
    async ({ tx, paymentId }: { tx: Transaction; paymentId: number }) => {
      const payment = await payments.lock(tx, paymentId);
      if (!payment) return null;
      return payment.status === 'pending' || isSuperseded(payment) ? payment : null;
    },
  );

  /** Oldest invoice first; each paid in full has its buy products bought or parcels freed. */
  const allocate = createStep(
    'allocate-over-invoices',
    async ({ tx, payment }: { tx: Transaction; payment: PaymentRow }) => {
      let left = money(payment.amount, payment.currency);
      const allocations: Allocation[] = [];
      for (const invoiceId of await invoices.invoiceIdsOfSession(tx, payment.invoiceSessionId)) {
        if (left.amount === 0) break;
        const { applied, status } = await invoices.recordPayment(tx, invoiceId, left);
        if (applied.amount === 0) continue;
        allocations.push({ invoiceId, amount: applied });
        left = subtractMoney(left, applied);
        if (status === 'paid') {
          // An invoice bills either buy products or parcels; each module moves its own.
          await orders.invoicePaid(tx, invoiceId);
          await shipments.invoicePaid(tx, invoiceId);
        }
      }
      return allocations;
    },
  );

  const recordSucceeded = createStep(
    'record-payment-succeeded',
    ({
      tx,
      payment,
      allocations,
      bkashTrxId,
    }: {
      tx: Transaction;
      payment: PaymentRow;
      allocations: Allocation[];
      bkashTrxId: string | undefined;
    }) => payments.succeed(tx, payment, allocations, { bkashTrxId }),
  );

  const recordFees = createStep(
    'record-gateway-fees',
    async ({
      tx,
      payment,
      allocations,
    }: {
      tx: Transaction;
      payment: PaymentRow;
      allocations: Allocation[];
    }) => {
      const shares = gatewayFeeShares(payment, allocations);
      for (const [i, allocation] of allocations.entries()) {
        await invoices.recordGatewayFee(tx, allocation.invoiceId, shares[i]!);
      }
    },
  );

  const post = createStep(
    'post-to-ledger',
    async ({ tx, payment, applied }: { tx: Transaction; payment: PaymentRow; applied: Money }) => {
      const postings = settlementPostings(payment, applied);
      if (postings.length < 2) return;
      await ledger.post(tx, {
        kind: 'invoice_payment',
        reference: { type: 'payment', id: String(payment.id) },
        idempotencyKey: `payment:${payment.id}:settle`,
        postings,
      });
    },
  );

  /** One notice per settled payment (not per invoice it paid), in the customer's language. */
  const tell = createStep(
    'tell-customer',
    async ({
      tx,
      payment,
      allocations,
    }: {
      tx: Transaction;
      payment: PaymentRow;
      allocations: Allocation[];
    }) => {
      const reference = `#${payment.id}`;
      if (isSuperseded(payment)) {
        const total = sumMoney(
          [money(payment.amount, payment.currency), money(payment.fee, payment.currency)],
          payment.currency,
        );
        await notifications.notify(tx, {
          customerId: payment.customerId,
          kind: 'payment_credited_to_wallet',
          title: `Payment ${reference} credited to your wallet`,
          body: `bKash charged payment ${reference} although a newer payment had replaced it. All of it is in your wallet.`,
          link: '/dashboard/wallet',
          email: true,
          params: { amount: total, reference },
        });
        return;
      }
      const paid = money(payment.amount, payment.currency);
      const only = allocations.length === 1 ? allocations[0]!.invoiceId : null;
      await notifications.notify(tx, {
        customerId: payment.customerId,
        kind: 'payment_result',
        title: `Payment ${reference} received`,
        body: `Your payment ${reference} is settled.`,
        link: only ? `/dashboard/invoice/${only}` : '/dashboard/invoice',
        email: true,
        params: { amount: paid, reference },
      });
    },
  );

  return createWorkflow(
    'settle-payment',
    async (
      input: { tx: Transaction; paymentId: number; bkashTrxId?: string },
      run,
    ): Promise<PaymentRow | null> => {
      const { tx, paymentId } = input;
      const payment = await run(lockSettleable, { tx, paymentId });
      if (!payment) return null;
      // A superseded payment never pays an invoice: the newer one is the invoice's payment.
      const allocations = isSuperseded(payment) ? [] : await run(allocate, { tx, payment });
      const applied = sumMoney(
        allocations.map((a) => a.amount),
        payment.currency,
      );
      await run(recordSucceeded, { tx, payment, allocations, bkashTrxId: input.bkashTrxId });
      await run(recordFees, { tx, payment, allocations });
      await run(post, { tx, payment, applied });
      await run(tell, { tx, payment, allocations });
      return payment;
    },
  );
}

/** Settles a pending payment in a transaction of its own (callbacks, staff, the job). */
export function settlePaymentWorkflow(services: PaymentServices) {
  const steps = settlePaymentSteps(services);
  return {
    run: (paymentId: number, evidence: { bkashTrxId?: string } = {}) =>
      services.payments.transaction((tx) => steps.run({ tx, paymentId, ...evidence })),
  };
}
