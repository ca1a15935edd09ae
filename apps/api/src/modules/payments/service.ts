import { addMoney, money, type Money } from '@crossport/money';
import type { z } from 'zod';
import type { Transaction } from '../../platform/database.ts';
import { NotFound } from '../../platform/errors.ts';
import { gatewaysOfRegion, type GatewayDefinition } from './gateways.ts';
import type { AllocationRow, PaymentRow, PaymentsRepository } from './repository.ts';
import type { GatewaySchema, PaymentSchema, StaffPaymentSchema } from './schemas.ts';
import { paymentMachine } from './state-machine.ts';
import type { PaymentFailureCode, PaymentGateway, PaymentStatus } from './tables.ts';

export type Payment = z.infer<typeof PaymentSchema>;
export type { PaymentRow };

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

  return {
    transaction: repository.transaction,

    gateways: (regionCode: string) => gatewaysOfRegion(regionCode).map(toGateway),

    /** A pending payment of an invoice session, inside the caller's transaction. */
    start(
      tx: Transaction,
      payment: {
        customerId: number;
        gateway: PaymentGateway;
        amount: Money;
        fee: Money;
        invoiceSessionId: number;
        receiptAssetId?: number | null;
        /** A payment staff recorded: what proves it, and who recorded it. */
        recorded?: { reference: string; by: string };
      },
    ): Promise<PaymentRow> {
      return repository.insert(tx, {
        customerId: payment.customerId,
        gateway: payment.gateway,
        currency: payment.amount.currency,
        amount: payment.amount.amount,
        fee: addMoney(money(0, payment.amount.currency), payment.fee).amount,
        invoiceSessionId: payment.invoiceSessionId,
        receiptAssetId: payment.receiptAssetId ?? null,
        reference: payment.recorded?.reference ?? null,
        recordedBy: payment.recorded?.by ?? null,
      });
    },

    /** Locks a payment for settling or failing it (one at a time, however many callers). */
    lock: (tx: Transaction, id: number) => repository.lock(tx, id),

    /** A pending payment succeeded: what it paid on each invoice, and the gateway's proof. */
    async succeed(
      tx: Transaction,
      payment: PaymentRow,
      allocations: { invoiceId: number; amount: Money }[],
      evidence: { bkashTrxId?: string } = {},
    ): Promise<void> {
      await paymentMachine.transition(payment.status, 'succeeded', {}, async () => {
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
          ...(evidence.bkashTrxId ? { bkashTrxId: evidence.bkashTrxId } : {}),
        });
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
        await paymentMachine.transition(payment.status, status, {}, () =>
          repository.update(tx, id, {
            status,
            failureCode: failure.code,
            failureReason: failure.reason,
          }),
        );
        return { ...payment, status, failureCode: failure.code, failureReason: failure.reason };
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

    /** Pending payments of a gateway started before `before` (the reconciliation's work). */
    pendingBefore: (gateway: PaymentGateway, before: Date, limit = 100) =>
      repository.pendingBefore(gateway, before, limit),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
