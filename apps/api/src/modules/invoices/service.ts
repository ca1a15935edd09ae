import { addMoney, money, subtractMoney, sumMoney, type Money } from '@crossport/money';
import type { z } from 'zod';
import type { Transaction } from '../../platform/database.ts';
import { Conflict, DomainError, NotFound } from '../../platform/errors.ts';
import { ledgerAccount, type LedgerService } from '../ledger/index.ts';
import { gatewayFeeBack } from './refund-share.ts';
import { invoiceMachine } from './state-machine.ts';
import type {
  InvoiceLineRow,
  InvoiceRow,
  InvoiceSessionRow,
  InvoicesRepository,
  NewInvoiceLine,
} from './repository.ts';
import type { InvoiceSchema, InvoiceSessionSchema } from './schemas.ts';
import type { InvoiceStatus } from './tables.ts';

export type Invoice = z.infer<typeof InvoiceSchema>;
export type InvoiceSession = z.infer<typeof InvoiceSessionSchema>;

/** What each service filter of the invoices list bills (`subject_type`). */
export const SERVICE_SUBJECT_TYPES = {
  'buy-and-ship': ['buy_order'],
  // A parcel's shipping invoice is raised when staff weigh it (workflows/receive-parcel.ts).
  // A box of several parcels, storage fees and warehouse requests bill Ship For Me too.
  'ship-for-me': [
    'shipment_product',
    'shipment_consolidation',
    'shipment_storage',
    'parcel_request',
  ],
} as const satisfies Record<string, readonly string[]>;
export type InvoiceService = keyof typeof SERVICE_SUBJECT_TYPES;

const PAYABLE: readonly InvoiceStatus[] = ['unpaid', 'partially_paid'];

/** An invoice in a payment is already paid or cancelled. */
export class InvoiceNotPayable extends DomainError {
  constructor(id: number, status: InvoiceStatus) {
    super(
      409,
      'invoice_not_payable',
      `Invoice ${id} is ${status.replace(/_/g, ' ')}: only unpaid invoices can be paid.`,
    );
  }
}

/** Invoices of different currencies cannot make one payable total. */
export class MixedCurrencies extends DomainError {
  constructor(currencies: string[]) {
    super(
      422,
      'mixed_currencies',
      `These invoices are in different currencies (${currencies.join(', ')}); pay them separately.`,
    );
  }
}

const dueOf = (row: InvoiceRow): Money =>
  money(
    Math.max(
      0,
      subtractMoney(money(row.total, row.currency), money(row.paid, row.currency)).amount,
    ),
    row.currency,
  );

function toInvoice(row: InvoiceRow, lines: InvoiceLineRow[]): Invoice {
  const m = (amount: number) => money(amount, row.currency);
  return {
    id: row.id,
    number: row.number ?? `INV-${row.id}`,
    status: row.status,
    subject: { type: row.subjectType, id: row.subjectId },
    total: m(row.total),
    paid: m(row.paid),
    refunded: m(row.refunded),
    gateway_fee: { paid: m(row.gatewayFeePaid), refunded: m(row.gatewayFeeRefunded) },
    due: dueOf(row),
    lines: lines
      .filter((l) => l.invoiceId === row.id)
      .map((l) => ({
        id: l.id,
        kind: l.kind,
        description: l.description,
        reference_type: l.referenceType,
        reference_id: l.referenceId,
        quantity: l.quantity,
        unit_amount: m(l.unitAmount),
        amount: m(l.amount),
        estimated_at_checkout: l.estimatedAmount === null ? null : m(l.estimatedAmount),
      })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toSession(
  session: InvoiceSessionRow & { invoiceIds: number[] },
  rows: InvoiceRow[],
  lines: InvoiceLineRow[],
): InvoiceSession {
  return {
    id: session.id,
    invoice_ids: session.invoiceIds,
    invoices: rows.map((row) => toInvoice(row, lines)),
    due: sumMoney(rows.filter((row) => PAYABLE.includes(row.status)).map(dueOf), session.currency),
    created_at: session.createdAt.toISOString(),
  };
}

export function createInvoicesService(repository: InvoicesRepository, ledger: LedgerService) {
  /**
   * Locks the customer's invoices of a payment and checks they make one payable total: every
   * one theirs (404 otherwise), unpaid or partially paid (409), all in one currency (422).
   */
  async function lockPayable(
    tx: Transaction,
    customerId: number,
    invoiceIds: number[],
  ): Promise<InvoiceRow[]> {
    const ids = [...new Set(invoiceIds)];
    const rows = await repository.lockOwned(tx, customerId, ids);
    const missing = ids.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length) throw new NotFound(`Invoice ${missing.join(', ')}`);
    const done = rows.find((row) => !PAYABLE.includes(row.status));
    if (done) throw new InvoiceNotPayable(done.id, done.status);
    const currencies = [...new Set(rows.map((row) => row.currency))];
    if (currencies.length > 1) throw new MixedCurrencies(currencies);
    return rows;
  }

  async function sessionView(customerId: number, id: number): Promise<InvoiceSession> {
    const session = await repository.findSession(id, customerId);
    if (!session) throw new NotFound(`Invoice session ${id}`);
    const rows = await repository.invoicesByIds(session.invoiceIds);
    return toSession(session, rows, await repository.linesOf(session.invoiceIds));
  }

  return {
    /** Creates an unpaid invoice inside the caller's transaction; answers its id. */
    async create(
      tx: Transaction,
      invoice: { customerId: number; subjectType: string; subjectId: number; currency: string },
      lines: NewInvoiceLine[],
    ): Promise<number> {
      return (await repository.create(tx, invoice, lines)).id;
    },

    /**
     * Adds an adjustment line and moves the total (never below zero; an unpaid invoice brought
     * to zero is cancelled). When the new total is below what was already paid (a paid product
     * cancelled or refunded), the excess goes back to the customer's wallet through the ledger
     * with its share of the gateway fee, once per line (the key names the line); `paid` drops
     * to the total and `refunded` grows by the excess. Answers what was credited to the wallet
     * (fee share included), if anything, and whether the change left a partly paid invoice
     * paid in full (what remains was already paid).
     */
    async adjust(
      tx: Transaction,
      invoiceId: number,
      line: NewInvoiceLine,
    ): Promise<{ refunded: Money | null; paidInFull: boolean }> {
      const invoice = await repository.lock(tx, invoiceId);
      if (!invoice) return { refunded: null, paidInFull: false };
      const m = (amount: number) => money(amount, invoice.currency);
      const amount = Math.max(line.amount, -invoice.total);
      const total = addMoney(m(invoice.total), m(amount));
      const lineId = await repository.insertLine(tx, invoiceId, {
        ...line,
        unitAmount: amount,
        amount,
      });
      const excess = subtractMoney(m(invoice.paid), total);
      // Everything left was already paid; a paid invoice stays paid even at zero.
      const covered = invoice.paid > 0 && excess.amount >= 0;
      const paidInFull = covered && invoice.status === 'partially_paid';
      if (excess.amount <= 0) {
        const cancelled = total.amount === 0 && invoice.paid === 0;
        await repository.update(tx, invoiceId, {
          total: total.amount,
          status: cancelled ? 'cancelled' : covered ? 'paid' : invoice.status,
        });
        return { refunded: null, paidInFull };
      }
      // The gateway fee paid on the part refunded goes back with it.
      const feeBack = gatewayFeeBack(
        excess,
        m(invoice.paid),
        m(invoice.gatewayFeePaid - invoice.gatewayFeeRefunded),
      );
      const returned = addMoney(excess, feeBack);
      await repository.update(tx, invoiceId, {
        total: total.amount,
        paid: total.amount,
        refunded: invoice.refunded + excess.amount,
        gatewayFeeRefunded: invoice.gatewayFeeRefunded + feeBack.amount,
        status: 'paid',
      });
      await ledger.post(tx, {
        kind: 'refund',
        reference: { type: 'invoice', id: String(invoiceId) },
        idempotencyKey: `invoice:${invoiceId}:line:${lineId}:refund`,
        postings: [
          { account: ledgerAccount.revenue(invoice.currency), amount: m(-returned.amount) },
          { account: ledgerAccount.wallet(invoice.customerId, invoice.currency), amount: returned },
        ],
      });
      return { refunded: returned, paidInFull };
    },

    /**
     * Records the gateway fee paid on top of what a payment applied to this invoice (its share
     * of the payment's fee, settle-payment.ts), so a later refund returns its share of it.
     */
    async recordGatewayFee(tx: Transaction, invoiceId: number, fee: Money): Promise<void> {
      if (fee.amount <= 0) return;
      const invoice = await repository.lock(tx, invoiceId);
      if (!invoice) throw new NotFound(`Invoice ${invoiceId}`);
      await repository.update(tx, invoiceId, {
        gatewayFeePaid: invoice.gatewayFeePaid + fee.amount,
      });
    },

    /**
     * Applies up to `amount` of a payment to the invoice, inside the caller's transaction: never
     * more than is due, nothing to a paid or cancelled invoice. Answers what was applied and
     * the status after (`unpaid → partially_paid → paid`).
     */
    async recordPayment(
      tx: Transaction,
      invoiceId: number,
      amount: Money,
    ): Promise<{ applied: Money; status: InvoiceStatus }> {
      const invoice = await repository.lock(tx, invoiceId);
      if (!invoice) throw new NotFound(`Invoice ${invoiceId}`);
      const zero = money(0, invoice.currency);
      if (!PAYABLE.includes(invoice.status) || amount.amount <= 0) {
        return { applied: zero, status: invoice.status };
      }
      const due = dueOf(invoice);
      const applied = amount.amount < due.amount ? addMoney(zero, amount) : due;
      const paid = addMoney(money(invoice.paid, invoice.currency), applied);
      const status: InvoiceStatus = paid.amount >= invoice.total ? 'paid' : 'partially_paid';
      await invoiceMachine.transition(invoice.status, status, {}, () =>
        repository.update(tx, invoiceId, { paid: paid.amount, status }),
      );
      return { applied, status };
    },

    /** A payable total over several invoices of the customer (see `lockPayable`). */
    async createSession(customerId: number, invoiceIds: number[]): Promise<InvoiceSession> {
      const id = await repository.transaction(async (tx) => {
        const rows = await lockPayable(tx, customerId, invoiceIds);
        const session = await repository.insertSession(
          tx,
          { customerId, currency: rows[0]!.currency },
          rows.map((row) => row.id),
        );
        return session.id;
      });
      return sessionView(customerId, id);
    },

    session: sessionView,

    /**
     * Starts paying: the session's invoices locked and checked again inside the payment's
     * transaction (one may have been paid since), with what is due now. A single invoice is
     * paid through a session of its own (`invoiceId`), so every payment settles the same way.
     */
    async payable(
      tx: Transaction,
      customerId: number,
      target: { sessionId: number } | { invoiceId: number },
    ): Promise<{ sessionId: number; invoiceIds: number[]; due: Money }> {
      let sessionId: number;
      let invoiceIds: number[];
      if ('sessionId' in target) {
        const session = await repository.findSession(target.sessionId, customerId, tx);
        if (!session) throw new NotFound(`Invoice session ${target.sessionId}`);
        sessionId = session.id;
        invoiceIds = session.invoiceIds;
      } else {
        invoiceIds = [target.invoiceId];
        sessionId = 0;
      }
      const rows = await lockPayable(tx, customerId, invoiceIds);
      if (!sessionId) {
        sessionId = (
          await repository.insertSession(
            tx,
            { customerId, currency: rows[0]!.currency },
            invoiceIds,
          )
        ).id;
      }
      return {
        sessionId,
        invoiceIds: rows.map((row) => row.id),
        due: sumMoney(rows.map(dueOf), rows[0]!.currency),
      };
    },

    /**
     * The invoices a payment of this target would pay, without locking them (a look before
     * the payment's transaction): the one invoice, or the customer's own session's (404).
     */
    async invoiceIdsOfTarget(
      customerId: number,
      target: { sessionId: number } | { invoiceId: number },
    ): Promise<number[]> {
      if ('invoiceId' in target) return [target.invoiceId];
      const session = await repository.findSession(target.sessionId, customerId);
      if (!session) throw new NotFound(`Invoice session ${target.sessionId}`);
      return session.invoiceIds;
    },

    /** The session's invoices, oldest first, for allocating a payment over them. */
    async invoiceIdsOfSession(tx: Transaction, sessionId: number): Promise<number[]> {
      const session = await repository.findSession(sessionId, undefined, tx);
      if (!session) throw new NotFound(`Invoice session ${sessionId}`);
      return session.invoiceIds;
    },

    /**
     * Withdraws an invoice nobody has paid anything of (a parcel's invoice replaced by its
     * box's): a line takes its total back to zero, which cancels it, in the caller's
     * transaction. 409 once any payment was applied, since then it is not ours to withdraw.
     */
    async withdraw(tx: Transaction, invoiceId: number, reason: string): Promise<void> {
      const invoice = await repository.lock(tx, invoiceId);
      if (!invoice) throw new NotFound(`Invoice ${invoiceId}`);
      if (invoice.status !== 'unpaid' || invoice.paid !== 0) {
        throw new Conflict(
          `Invoice ${invoice.id} is ${invoice.status.replace(/_/g, ' ')}; only an invoice nothing was paid on can be replaced.`,
        );
      }
      await this.adjust(tx, invoiceId, {
        kind: 'withdrawn',
        description: reason,
        referenceType: 'invoice',
        referenceId: invoiceId,
        quantity: 1,
        unitAmount: -invoice.total,
        amount: -invoice.total,
      });
    },

    /**
     * Takes an invoice's charge back (a declined request): withdrawn while nothing is paid,
     * otherwise a line back to zero whose paid part goes to the wallet (see `adjust`).
     */
    async takeBack(tx: Transaction, invoiceId: number, reason: string): Promise<void> {
      const invoice = await repository.lock(tx, invoiceId);
      if (!invoice || invoice.status === 'cancelled' || invoice.total === 0) return;
      await this.adjust(tx, invoiceId, {
        kind: 'refund',
        description: reason,
        referenceType: 'invoice',
        referenceId: invoiceId,
        quantity: 1,
        unitAmount: -invoice.total,
        amount: -invoice.total,
      });
    },

    /** Which of these invoices of the customer still wait for money (unpaid or partly paid). */
    async payableAmong(customerId: number, ids: number[]): Promise<number[]> {
      const rows = await repository.invoicesByIds(ids);
      return rows
        .filter((row) => row.customerId === customerId && PAYABLE.includes(row.status))
        .map((row) => row.id);
    },

    /** Whether nothing has been paid on the invoice yet, so lines may still be added to it. */
    async isUnpaid(tx: Transaction, invoiceId: number): Promise<boolean> {
      return (await repository.status(tx, invoiceId)) === 'unpaid';
    },

    /** Whether the invoice is paid in full (the gate before a buy product is bought). */
    async isPaid(tx: Transaction, invoiceId: number): Promise<boolean> {
      return (await repository.status(tx, invoiceId)) === 'paid';
    },
    /** How many invoices the customer has not paid in full (they block closing the account). */
    unpaidCount: (tx: Transaction, customerId: number) => repository.unpaidCount(tx, customerId),

    /**
     * What the customer has to pay: how many invoices wait for money, the amount due per
     * currency, and the `newest` few of them (the dashboard's "To pay").
     */
    async due(customerId: number, newest: number) {
      const { rows, currencies } = await repository.due(customerId, newest);
      return {
        count: currencies.reduce((sum, c) => sum + c.count, 0),
        totals: currencies.map((c) =>
          subtractMoney(money(c.total, c.currency), money(c.paid, c.currency)),
        ),
        newest: rows.map((row) => ({
          id: row.id,
          number: row.number ?? `INV-${row.id}`,
          subject: { type: row.subjectType, id: row.subjectId },
          due: dueOf(row),
          created_at: row.createdAt.toISOString(),
        })),
      };
    },

    /** Whose invoice it is (staff record a payment on it for them); 404 for no such invoice. */
    async payerOf(invoiceId: number): Promise<number> {
      const row = await repository.findAny(invoiceId);
      if (!row) throw new NotFound(`Invoice ${invoiceId}`);
      return row.customerId;
    },

    async page(
      customerId: number,
      filter: { status?: InvoiceStatus; service?: InvoiceService },
      page: number,
      perPage: number,
    ) {
      const { rows, total } = await repository.page(
        customerId,
        {
          status: filter.status,
          subjectTypes: filter.service ? SERVICE_SUBJECT_TYPES[filter.service] : undefined,
        },
        perPage,
        (page - 1) * perPage,
      );
      const lines = await repository.linesOf(rows.map((r) => r.id));
      return {
        data: rows.map((row) => toInvoice(row, lines)),
        pagination: { page, per_page: perPage, total },
      };
    },

    async find(customerId: number, id: number): Promise<Invoice> {
      const row = await repository.find(customerId, id);
      if (!row) throw new NotFound(`Invoice ${id}`);
      return toInvoice(row, await repository.linesOf([row.id]));
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
