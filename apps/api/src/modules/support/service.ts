import type { z } from 'zod';
import type { Transaction } from '../../platform/database.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type { SupportInquiryRow, SupportMessageRow, SupportRepository } from './repository.ts';
import type {
  MySupportInquirySchema,
  StaffSupportThreadSchema,
  SupportInquiryBody,
  SupportInquirySchema,
  SupportMessageSchema,
  SupportThreadSchema,
} from './schemas.ts';
import type { SupportStatus, SupportTopic } from './tables.ts';

type SupportInquiry = z.infer<typeof SupportInquirySchema>;
type SupportMessage = z.infer<typeof SupportMessageSchema>;
type MySupportInquiry = z.infer<typeof MySupportInquirySchema>;
type SupportThread = z.infer<typeof SupportThreadSchema>;
type StaffSupportThread = z.infer<typeof StaffSupportThreadSchema>;

/** Staff answered a signed-in customer's inquiry: the notifications wiring tells them. */
export type SupportReplyListener = (
  tx: Transaction,
  reply: { customerId: number; inquiryId: number; topic: SupportTopic; body: string },
) => Promise<void>;

/** How much of the first message the customer's list shows. */
const EXCERPT = 120;

function toInquiry(row: SupportInquiryRow): SupportInquiry {
  return {
    id: row.id,
    customer_id: row.customerId,
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    order_number: row.orderNumber,
    status: row.status,
    handled_note: row.handledNote,
    handled_at: row.handledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    last_activity_at: row.lastActivityAt.toISOString(),
  };
}

function summaryOf(row: SupportInquiryRow): Omit<MySupportInquiry, 'excerpt'> {
  return {
    id: row.id,
    topic: row.topic,
    status: row.status,
    order_number: row.orderNumber,
    created_at: row.createdAt.toISOString(),
    last_activity_at: row.lastActivityAt.toISOString(),
  };
}

function toMine(row: SupportInquiryRow): MySupportInquiry {
  const excerpt =
    row.message.length > EXCERPT ? `${row.message.slice(0, EXCERPT - 1)}…` : row.message;
  return { ...summaryOf(row), excerpt };
}

/** The thread, oldest first: the inquiry's own message, then every reply and follow-up. */
function threadOf(row: SupportInquiryRow, messages: SupportMessageRow[]): SupportMessage[] {
  return [
    { author: 'customer', body: row.message, created_at: row.createdAt.toISOString() },
    ...messages.map((message) => ({
      author: message.author,
      body: message.body,
      created_at: message.createdAt.toISOString(),
    })),
  ];
}

export function createSupportService(repository: SupportRepository) {
  async function found(id: number, customerId?: number): Promise<SupportInquiryRow> {
    const row = await repository.find(id, customerId);
    if (!row) throw new NotFound(`Support inquiry ${id}`);
    return row;
  }

  async function mine(row: SupportInquiryRow): Promise<SupportThread> {
    return { ...summaryOf(row), messages: threadOf(row, await repository.messages(row.id)) };
  }

  async function staffThread(row: SupportInquiryRow): Promise<StaffSupportThread> {
    return { ...toInquiry(row), messages: threadOf(row, await repository.messages(row.id)) };
  }

  return {
    /**
     * Stores an inquiry from the contact form (the customer's id when signed in). A filled
     * honeypot (`website`) stores nothing; the caller answers it exactly like a stored one.
     */
    async receive(customerId: number | null, body: SupportInquiryBody): Promise<boolean> {
      if (body.website) return false;
      await repository.insert({
        customerId,
        name: body.name,
        email: body.email,
        topic: body.topic,
        message: body.message,
        orderNumber: body.order_number ?? null,
      });
      return true;
    },

    async handle(id: number, note: string): Promise<SupportInquiry> {
      const row = await repository.handle(id, note);
      if (!row) throw new NotFound(`Support inquiry ${id}`);
      return toInquiry(row);
    },

    async page(filter: { status?: SupportStatus }, query: { page: number; per_page: number }) {
      const { rows, total } = await repository.page(
        filter,
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return {
        data: rows.map(toInquiry),
        pagination: { page: query.page, per_page: query.per_page, total },
      };
    },

    /** The customer's own inquiries, the latest activity first. */
    async pageOfCustomer(customerId: number, query: { page: number; per_page: number }) {
      const { rows, total } = await repository.page(
        { customerId },
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return {
        data: rows.map(toMine),
        pagination: { page: query.page, per_page: query.per_page, total },
      };
    },

    /** One of the customer's inquiries with its thread (404 for anyone else's). */
    threadOfCustomer: async (customerId: number, id: number) => mine(await found(id, customerId)),

    staffThread: async (id: number) => staffThread(await found(id)),

    /**
     * The customer writes again on their inquiry: it waits for staff again (`open`). A handled
     * inquiry is closed: a new question is a new inquiry (409).
     */
    async followUp(customerId: number, id: number, body: string): Promise<SupportThread> {
      const row = await repository.transaction(async (tx) => {
        const inquiry = await repository.find(id, customerId, tx);
        if (!inquiry) throw new NotFound(`Support inquiry ${id}`);
        if (inquiry.status === 'handled') {
          throw new Conflict('This inquiry is closed; send us a new one from the contact form.');
        }
        return repository.addMessage(tx, id, { author: 'customer', body }, 'open');
      });
      return mine(row);
    },

    /**
     * Staff answer: the inquiry waits for the customer (`answered`), and a signed-in customer
     * is told in the same transaction (`onReplied`); a signed-out sender gets the answer by
     * the email staff write to them.
     */
    async reply(id: number, body: string, onReplied: SupportReplyListener) {
      const row = await repository.transaction(async (tx) => {
        const inquiry = await repository.find(id, undefined, tx);
        if (!inquiry) throw new NotFound(`Support inquiry ${id}`);
        const moved = await repository.addMessage(tx, id, { author: 'staff', body }, 'answered');
        if (moved.customerId !== null) {
          await onReplied(tx, {
            customerId: moved.customerId,
            inquiryId: moved.id,
            topic: moved.topic,
            body,
          });
        }
        return moved;
      });
      return staffThread(row);
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
