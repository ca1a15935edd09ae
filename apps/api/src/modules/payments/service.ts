import { addMoney, money, type Money } from '@crossport/money';
import type { z } from 'zod';
import type { Transaction } from '../../platform/database.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import {
  afterFailedCheck,
  DEFAULT_CHECK_POLICY,
  type AfterFailure,
  type CheckPolicy,
} from './check-schedule.ts';
import { gatewaysOfRegion, type GatewayDefinition } from './gateways.ts';
import type {
  AllocationRow,
  PaymentCheckRow,
  PaymentRow,
  PaymentsRepository,
} from './repository.ts';
import type {
  GatewaySchema,
  PaymentSchema,
  PaymentToReviewSchema,
  StaffPaymentSchema,
} from './schemas.ts';
import { paymentMachine } from './state-machine.ts';
import type { PaymentFailureCode, PaymentGateway, PaymentStatus } from './tables.ts';

export type Payment = z.infer<typeof PaymentSchema>;
export type PaymentToReview = z.infer<typeof PaymentToReviewSchema>;
export type { PaymentRow };

/**
 * A bKash payment a newer one of the same invoice replaced: it never settles to invoices, and
 * if bKash charged it anyway its whole total goes to the wallet (docs/payments.md).
 */
export function isSuperseded(row: Pick<PaymentRow, 'status' | 'failureCode'>): boolean {
  return row.status === 'cancelled' && row.failureCode === 'superseded';
}

/** How a payment ended without succeeding. */
export type PaymentFailure = Extract<PaymentStatus, 'failed' | 'cancelled' | 'expired'>;

function toPayment(row: PaymentRow, allocations: AllocationRow[]): Payment {
  const m = (amount: number) => money(amount, row.currency);
  return {
    id: row.id,
    gateway: row.gateway,
    status: row.status,
    amount: m(row.amount),
    fee: m(row.fee),
    total: addMoney(m(row.amount), m(row.fee)),
    invoice_session_id: row.invoiceSessionId,
    invoices_paid: allocations
      .filter((a) => a.paymentId === row.id)
      .map((a) => ({ invoice_id: a.invoiceId, amount: m(a.amount) })),
    bkash:
      row.gateway === 'bkash' ? { payment_id: row.bkashPaymentId, trx_id: row.bkashTrxId } : null,
    receipt_asset_id: row.receiptAssetId,
    reference: row.reference,
    failure_code: row.failureCode,
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}

function toCheck(check: PaymentCheckRow): PaymentToReview['check'] {
  return {
    failed_attempts: check.failedAttempts,
    last_checked_at: check.lastCheckedAt?.toISOString() ?? null,
    last_answer: check.lastAnswer,
    next_check_at: check.nextCheckAt?.toISOString() ?? null,
    needs_review_since: check.needsReviewSince?.toISOString() ?? null,
  };
}

function toGateway(g: GatewayDefinition): z.infer<typeof GatewaySchema> {
  return {
    code: g.code,
    name: g.name,
    currency: g.currency,
    fee_percent: (g.feeBasisPoints / 100).toFixed(2),
    instructions: g.instructions,
    bank_account: g.bankAccount,
  };
}

export function createPaymentsService(repository: PaymentsRepository) {
  async function view(row: PaymentRow): Promise<Payment> {
    return toPayment(row, await repository.allocationsOf([row.id]));
  }

  /** A payment no longer open: its invoices free for another bKash payment, nothing to ask. */
  async function closeOpenState(tx: Transaction, id: number): Promise<void> {
    await repository.releaseInvoices(tx, id);
    await repository.updateCheck(tx, id, { nextCheckAt: null, needsReviewSince: null });
  }

  async function ended(
    tx: Transaction,
    payment: PaymentRow,
    status: PaymentFailure,
    failure: { code: PaymentFailureCode; reason: string },
  ): Promise<PaymentRow> {
    await paymentMachine.transition(
      payment.status,
      status,
      { failureCode: payment.failureCode },
      async () => {
        await repository.update(tx, payment.id, {
          status,
          failureCode: failure.code,
          failureReason: failure.reason,
        });
        await closeOpenState(tx, payment.id);
      },
    );
    return { ...payment, status, failureCode: failure.code, failureReason: failure.reason };
  }

  async function staffView(row: PaymentRow): Promise<PaymentToReview> {
    const check = await repository.checkOf(row.id);
    if (!check) throw new Conflict(`Payment ${row.id} has no bKash check.`);
    return { ...(await view(row)), customer_id: row.customerId, check: toCheck(check) };
  }

  return {
    receiptAssetIds: repository.receiptAssetIds,
    transaction: repository.transaction,

    gateways: (regionCode: string) => gatewaysOfRegion(regionCode).map(toGateway),

    /**
     * A pending payment of an invoice session, inside the caller's transaction. A bKash one
     * also holds the session's invoices (at most one open bKash payment each: supersede the
     * old ones first) and is put on the reconciliation job's list for its first check.
     */
    async start(
      tx: Transaction,
      payment: {
        customerId: number;
        gateway: PaymentGateway;
        amount: Money;
        fee: Money;
        invoiceSessionId: number;
        invoiceIds: number[];
        receiptAssetId?: number | null;
        /** A bank transfer: the reference number the bank gave it (the customer's word). */
        transferReference?: string;
        /** A payment staff recorded: what proves it, and who recorded it. */
        recorded?: { reference: string; by: string };
      },
    ): Promise<PaymentRow> {
      const row = await repository.insert(tx, {
        customerId: payment.customerId,
        gateway: payment.gateway,
        currency: payment.amount.currency,
        amount: payment.amount.amount,
        fee: addMoney(money(0, payment.amount.currency), payment.fee).amount,
        invoiceSessionId: payment.invoiceSessionId,
        receiptAssetId: payment.receiptAssetId ?? null,
        reference: payment.recorded?.reference ?? payment.transferReference ?? null,
        recordedBy: payment.recorded?.by ?? null,
      });
      if (row.gateway === 'bkash') {
        await repository.claimInvoices(tx, row.id, payment.invoiceIds);
        await repository.insertCheck(
          tx,
          row.id,
          new Date(row.createdAt.getTime() + DEFAULT_CHECK_POLICY.firstCheckAfterMs),
        );
      }
      return row;
    },

    /** The open bKash payments of any of these invoices; locked (id order) inside `tx`. */
    openBkashCovering: (invoiceIds: number[], tx?: Transaction) =>
      repository.openBkashCovering(invoiceIds, tx),

    /**
     * Cancels an open bKash payment a newer one replaces, inside the caller's transaction (the
     * invoices locked, the payment too). It stays on the job's list: bKash can only be asked
     * whether money moved after all, never to execute it (docs/payments.md).
     */
    async supersede(tx: Transaction, payment: PaymentRow): Promise<void> {
      await paymentMachine.transition(
        payment.status,
        'cancelled',
        { failureCode: payment.failureCode },
        async () => {
          await repository.update(tx, payment.id, {
            status: 'cancelled',
            failureCode: 'superseded',
            failureReason:
              'Replaced by a newer bKash payment you started for the same invoice. Nothing was charged for this one.',
          });
          await repository.releaseInvoices(tx, payment.id);
        },
      );
    },

    /** Locks a payment for settling or failing it (one at a time, however many callers). */
    lock: (tx: Transaction, id: number) => repository.lock(tx, id),

    /**
     * A pending payment succeeded: what it paid on each invoice, and the gateway's proof. A
     * superseded one succeeds too (bKash charged it anyway), with no invoice paid.
     */
    async succeed(
      tx: Transaction,
      payment: PaymentRow,
      allocations: { invoiceId: number; amount: Money }[],
      evidence: { bkashTrxId?: string } = {},
    ): Promise<void> {
      const context = { failureCode: payment.failureCode };
      await paymentMachine.transition(payment.status, 'succeeded', context, async () => {
        await repository.insertAllocations(
          tx,
          allocations
            .filter((a) => a.amount.amount > 0)
            .map((a) => ({
              paymentId: payment.id,
              invoiceId: a.invoiceId,
              amount: a.amount.amount,
              currency: a.amount.currency,
            })),
        );
        await repository.update(tx, payment.id, {
          status: 'succeeded',
          settledAt: new Date(),
          // It ended with money after all: no failure to tell (the notice says where it went).
          ...(isSuperseded(payment) ? { failureCode: null, failureReason: null } : {}),
          ...(evidence.bkashTrxId ? { bkashTrxId: evidence.bkashTrxId } : {}),
        });
        await closeOpenState(tx, payment.id);
      });
    },

    /**
     * Ends a pending payment without money (failed, cancelled, expired) with the reason the
     * customer reads. A payment that already ended stays as it is: callbacks and the
     * reconciliation job may both get there, and the first word stands.
     */
    async end(
      id: number,
      status: PaymentFailure,
      failure: { code: PaymentFailureCode; reason: string },
    ): Promise<PaymentRow> {
      return repository.transaction(async (tx) => {
        const payment = await repository.lock(tx, id);
        if (!payment) throw new NotFound(`Payment ${id}`);
        if (payment.status !== 'pending') return payment;
        return ended(tx, payment, status, failure);
      });
    },

    /** Remembers bKash's paymentID of a payment it created. */
    rememberBkashPayment: (id: number, paymentID: string) =>
      repository.transaction((tx) => repository.update(tx, id, { bkashPaymentId: paymentID })),

    /** The payment as stored (no owner check): for workflows that already checked it. */
    async row(id: number): Promise<PaymentRow> {
      const row = await repository.find(id);
      if (!row) throw new NotFound(`Payment ${id}`);
      return row;
    },

    /** The customer's own payment (404 for anyone else's). */
    async ownRow(customerId: number, id: number): Promise<PaymentRow> {
      const row = await repository.find(id, customerId);
      if (!row) throw new NotFound(`Payment ${id}`);
      return row;
    },

    async find(customerId: number, id: number): Promise<Payment> {
      const row = await repository.find(id, customerId);
      if (!row) throw new NotFound(`Payment ${id}`);
      return view(row);
    },

    view,

    async page(customerId: number, page: number, perPage: number) {
      const { rows, total } = await repository.page({ customerId }, perPage, (page - 1) * perPage);
      const allocations = await repository.allocationsOf(rows.map((r) => r.id));
      return {
        data: rows.map((row) => toPayment(row, allocations)),
        pagination: { page, per_page: perPage, total },
      };
    },

    async staffPage(
      status: PaymentStatus | undefined,
      page: number,
      perPage: number,
    ): Promise<{
      data: z.infer<typeof StaffPaymentSchema>[];
      pagination: { page: number; per_page: number; total: number };
    }> {
      const { rows, total } = await repository.page({ status }, perPage, (page - 1) * perPage);
      const allocations = await repository.allocationsOf(rows.map((r) => r.id));
      return {
        data: rows.map((row) => ({ ...toPayment(row, allocations), customer_id: row.customerId })),
        pagination: { page, per_page: perPage, total },
      };
    },

    /**
     * The payments whose bKash check is due at `now` (the reconciliation's work), each held
     * for `leaseMs` so that another run at the same time leaves them alone.
     */
    takeDueChecks: (now: Date, leaseMs: number, limit = 100) =>
      repository.takeDueChecks(now, new Date(now.getTime() + leaseMs), limit),

    /**
     * bKash answered: the failures in a row start again from zero, and the payment is asked
     * again at `nextCheckAt` (null: its outcome is known, nothing left to ask). An answer
     * also takes it out of staff's queue.
     */
    checkAnswered: (id: number, now: Date, answer: string, nextCheckAt: Date | null) =>
      repository.transaction((tx) =>
        repository.updateCheck(tx, id, {
          failedAttempts: 0,
          lastCheckedAt: now,
          lastAnswer: answer.slice(0, 500),
          nextCheckAt,
          needsReviewSince: null,
        }),
      ),

    /** bKash's answer needs a person (money taken that we cannot place): staff's queue now. */
    checkNeedsPerson: (id: number, now: Date, answer: string) =>
      repository.transaction((tx) =>
        repository.updateCheck(tx, id, {
          lastCheckedAt: now,
          lastAnswer: answer.slice(0, 500),
          nextCheckAt: null,
          needsReviewSince: now,
        }),
      ),

    /**
     * bKash did not answer (or we could not act on it): the next check backs off, and a
     * payment older than the policy's limit goes to staff's queue and is not asked again on
     * its own. One that is already in the queue stays there.
     */
    async checkFailed(
      id: number,
      now: Date,
      answer: string,
      startedAt: Date,
      policy: CheckPolicy,
    ): Promise<AfterFailure | null> {
      return repository.transaction(async (tx) => {
        const check = await repository.lockCheck(tx, id);
        if (!check) return null;
        const failedAttempts = check.failedAttempts + 1;
        const base = { failedAttempts, lastCheckedAt: now, lastAnswer: answer.slice(0, 500) };
        if (check.needsReviewSince) {
          await repository.updateCheck(tx, id, base);
          return { needsReview: true };
        }
        const next = afterFailedCheck(failedAttempts, startedAt, now, policy);
        await repository.updateCheck(tx, id, {
          ...base,
          ...(next.needsReview
            ? { nextCheckAt: null, needsReviewSince: now }
            : { nextCheckAt: next.nextCheckAt }),
        });
        return next;
      });
    },

    /** The check of a payment, to decide whether there is anything left to ask bKash. */
    checkOf: (id: number) => repository.checkOf(id),

    staffView,

    /** Staff's queue: bKash payments whose outcome bKash would not tell us, oldest first. */
    async toReviewPage(page: number, perPage: number) {
      const { rows, total } = await repository.toReviewPage(perPage, (page - 1) * perPage);
      const allocations = await repository.allocationsOf(rows.map((r) => r.payment.id));
      return {
        data: rows.map(({ payment, check }): PaymentToReview => ({
          ...toPayment(payment, allocations),
          customer_id: payment.customerId,
          check: toCheck(check),
        })),
        pagination: { page, per_page: perPage, total },
      };
    },

    /**
     * Staff close a payment of their queue after checking bKash's merchant portal themselves:
     * a pending one ends `failed` or `expired` with their reason (shown to the customer); a
     * superseded one only leaves the queue. 409 for a payment not in the queue.
     */
    async closeReviewed(
      id: number,
      status: 'failed' | 'expired',
      reason: string,
    ): Promise<PaymentRow> {
      return repository.transaction(async (tx) => {
        const payment = await repository.lock(tx, id);
        if (!payment) throw new NotFound(`Payment ${id}`);
        const check = await repository.lockCheck(tx, id);
        if (!check?.needsReviewSince) {
          throw new Conflict('Only a payment waiting for review can be closed.');
        }
        if (payment.status !== 'pending') {
          await closeOpenState(tx, id);
          return payment;
        }
        return ended(tx, payment, status, { code: 'closed_by_staff', reason });
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
