import type { z } from 'zod';
import { NotFound } from '../../platform/errors.ts';
import type { SupportInquiryRow, SupportRepository } from './repository.ts';
import type { SupportInquiryBody, SupportInquirySchema } from './schemas.ts';
import type { SupportStatus } from './tables.ts';

type SupportInquiry = z.infer<typeof SupportInquirySchema>;

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
  };
}

export function createSupportService(repository: SupportRepository) {
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
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
