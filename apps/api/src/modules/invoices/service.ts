import { money, subtractMoney } from '@crossport/money';
import type { z } from 'zod';
import type { Transaction } from '../../platform/database.ts';
import { NotFound } from '../../platform/errors.ts';
import { invoiceMachine } from './state-machine.ts';
import type {
  InvoiceLineRow,
  InvoiceRow,
  InvoicesRepository,
  NewInvoiceLine,
} from './repository.ts';
import type { InvoiceSchema } from './schemas.ts';
import type { InvoiceStatus } from './tables.ts';

export type Invoice = z.infer<typeof InvoiceSchema>;

function toInvoice(row: InvoiceRow, lines: InvoiceLineRow[]): Invoice {
  const m = (amount: number) => money(amount, row.currency);
  return {
    id: row.id,
    number: row.number ?? `INV-${row.id}`,
    status: row.status,
    subject: { type: row.subjectType, id: row.subjectId },
    total: m(row.total),
    paid: m(row.paid),
    due: m(Math.max(0, subtractMoney(m(row.total), m(row.paid)).amount)),
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
      })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createInvoicesService(repository: InvoicesRepository) {
  return {
    /** Creates an unpaid invoice inside the caller's transaction; answers its id. */
    async create(
      tx: Transaction,
      invoice: { customerId: number; subjectType: string; subjectId: number; currency: string },
      lines: NewInvoiceLine[],
    ): Promise<number> {
      return (await repository.create(tx, invoice, lines)).id;
    },

    adjust: (tx: Transaction, invoiceId: number, line: NewInvoiceLine) =>
      repository.adjust(tx, invoiceId, line),

    /** Whether the invoice is paid in full (the gate before a buy product is bought). */
    async isPaid(tx: Transaction, invoiceId: number): Promise<boolean> {
      return (await repository.status(tx, invoiceId)) === 'paid';
    },
    /**
     * Staff record that the whole invoice was paid (bank transfer, cash) while the payments
     * module does not exist yet; 409 when it is already paid or cancelled.
     */
    async markPaidByStaff(invoiceId: number): Promise<Invoice> {
      await repository.transaction(async (tx) => {
        const invoice = await repository.lock(tx, invoiceId);
        if (!invoice) throw new NotFound(`Invoice ${invoiceId}`);
        await invoiceMachine.transition(invoice.status, 'paid', {}, () =>
          repository.settle(tx, invoiceId),
        );
      });
      const row = await repository.findAny(invoiceId);
      if (!row) throw new NotFound(`Invoice ${invoiceId}`);
      return toInvoice(row, await repository.linesOf([row.id]));
    },
    async page(
      customerId: number,
      status: InvoiceStatus | undefined,
      page: number,
      perPage: number,
    ) {
      const { rows, total } = await repository.page(
        customerId,
        { status },
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
