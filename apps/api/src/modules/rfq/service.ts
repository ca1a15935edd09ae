import { money } from '@crossport/money';
import type { z } from 'zod';
import { DomainError, NotFound } from '../../platform/errors.ts';
import type { Transaction } from '../../platform/database.ts';
import type { RfqEventRow, RfqQuoteRow, RfqRepository, RfqRequestRow } from './repository.ts';
import type {
  RfqEventSchema,
  RfqQuoteBody,
  RfqQuoteSchema,
  RfqRequestBody,
  RfqRequestDetailSchema,
  RfqRequestSchema,
} from './schemas.ts';
import { rfqMachine, type RfqActor, type RfqStatus } from './state-machine.ts';

export type RfqRequest = z.infer<typeof RfqRequestSchema>;
export type RfqRequestDetail = z.infer<typeof RfqRequestDetailSchema>;
export type RfqQuote = z.infer<typeof RfqQuoteSchema>;
type RfqEvent = z.infer<typeof RfqEventSchema>;

const iso = (d: Date) => d.toISOString();

function toRequest(row: RfqRequestRow, quoteCount: number): RfqRequest {
  return {
    id: row.id,
    number: row.number!,
    product_name: row.productName,
    product_url: row.productUrl,
    image_ids: row.imageIds,
    quantity: row.quantity,
    target_price:
      row.targetPrice !== null && row.targetCurrency
        ? money(row.targetPrice, row.targetCurrency)
        : null,
    specifications: row.specifications,
    region_code: row.regionCode,
    currency: row.currency,
    deadline: row.deadline ? iso(row.deadline) : null,
    status: row.status,
    decline_reason: row.declineReason,
    ordered_quote_id: row.orderedQuoteId,
    order_id: row.orderId,
    quote_count: quoteCount,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

function toEvent(row: RfqEventRow): RfqEvent {
  return {
    id: row.id,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    actor: row.actor,
    note: row.note,
    created_at: iso(row.createdAt),
  };
}

/** The unit price of a quote for a quantity: the last tier that quantity reaches. */
export function unitPriceFor(quote: Pick<RfqQuoteRow, 'tiers'>, quantity: number): number {
  const tier = [...quote.tiers].reverse().find((t) => quantity >= t.min_quantity);
  return (tier ?? quote.tiers[0]!).unit_price;
}

/** Refusals of an order from a quote, each with a stable code the web app words. */
const refusal = (code: string, message: string) => new DomainError(409, code, message);

type PageFilter = { customerId?: number; status?: RfqStatus };
type PageQuery = { page: number; per_page: number };

export interface RfqOptions {
  /** The clock quotes expire by (tests move it). */
  now: () => Date;
}

export function createRfqService(repository: RfqRepository, options: RfqOptions) {
  const { now } = options;

  function toQuote(row: RfqQuoteRow): RfqQuote {
    return {
      id: row.id,
      request_id: row.requestId,
      status: row.status,
      tiers: row.tiers.map((t) => ({
        min_quantity: t.min_quantity,
        unit_price: money(t.unit_price, row.currency),
      })),
      moq: row.moq,
      shipping_estimate: money(row.shippingEstimate, row.currency),
      unit_weight_grams: row.unitWeightGrams,
      source_site: row.sourceSite,
      note: row.note,
      valid_until: iso(row.validUntil),
      expired: row.validUntil <= now(),
      created_at: iso(row.createdAt),
    };
  }

  async function detail(row: RfqRequestRow): Promise<RfqRequestDetail> {
    const [quotes, events] = await Promise.all([
      repository.quotesOf(row.id),
      repository.eventsOf(row.id),
    ]);
    return {
      ...toRequest(row, quotes.length),
      quotes: quotes.map(toQuote),
      timeline: events.map(toEvent),
    };
  }

  async function requestOf(id: number, customerId?: number): Promise<RfqRequestRow> {
    const row = await repository.find(id, customerId);
    if (!row) throw new NotFound(`Request for quotation ${id}`);
    return row;
  }

  async function page<Item>(
    filter: PageFilter,
    query: PageQuery,
    map: (request: RfqRequest, row: RfqRequestRow) => Item,
  ) {
    const { rows, total } = await repository.page(
      filter,
      query.per_page,
      (query.page - 1) * query.per_page,
    );
    const counts = await repository.quoteCounts(rows.map((r) => r.id));
    return {
      data: rows.map((r) => map(toRequest(r, counts.get(r.id) ?? 0), r)),
      pagination: { page: query.page, per_page: query.per_page, total },
    };
  }

  /** Moves a locked request along the machine and writes the move on its timeline. */
  async function move(
    tx: Transaction,
    request: RfqRequestRow,
    to: RfqStatus,
    actor: RfqActor,
    note: string | null,
    patch: Parameters<RfqRepository['update']>[2] = {},
  ) {
    await rfqMachine.transition(request.status, to, {}, async () => {
      await repository.update(tx, request.id, { ...patch, status: to });
      if (request.status !== to) {
        await repository.insertEvent(tx, {
          requestId: request.id,
          fromStatus: request.status,
          toStatus: to,
          actor,
          note,
        });
      }
    });
  }

  return {
    /** Quotes the customer has received and not answered yet (open, not expired). */
    quotesAwaitingAnswer: (customerId: number) => repository.openQuoteCount(customerId, now()),

    /** Stores a request whose images and region the workflow checked. */
    async submit(input: {
      customerId: number;
      body: RfqRequestBody;
      currency: string;
    }): Promise<RfqRequestDetail> {
      const { body } = input;
      const row = await repository.transaction(async (tx) => {
        const request = await repository.insert(tx, {
          customerId: input.customerId,
          productName: body.product_name,
          productUrl: body.product_url ?? null,
          imageIds: body.image_ids,
          quantity: body.quantity,
          targetPrice: body.target_price?.amount ?? null,
          targetCurrency: body.target_price?.currency ?? null,
          specifications: body.specifications,
          regionCode: body.region_code,
          currency: input.currency,
          deadline: body.deadline ? new Date(body.deadline) : null,
        });
        await repository.insertEvent(tx, {
          requestId: request.id,
          fromStatus: null,
          toStatus: 'submitted',
          actor: 'customer',
          note: null,
        });
        return request;
      });
      return detail(row);
    },

    page: (filter: PageFilter, query: PageQuery) => page(filter, query, (request) => request),

    /** Staff's page: each request says whose it is. */
    staffPage: (filter: PageFilter, query: PageQuery) =>
      page(filter, query, (request, row) => ({ ...request, customer_id: row.customerId })),

    /** One request with its quotes and timeline; another customer's is a 404. */
    async get(id: number, customerId?: number): Promise<RfqRequestDetail> {
      return detail(await requestOf(id, customerId));
    },

    /** Any customer's request, and whose it is (staff). */
    async find(id: number): Promise<RfqRequestDetail & { customer_id: number }> {
      const row = await requestOf(id);
      return { ...(await detail(row)), customer_id: row.customerId };
    },

    /** The photos a request shows, and whose they are (staff view them). */
    async evidence(id: number): Promise<{ customerId: number; assetIds: number[] }> {
      const row = await requestOf(id);
      return { customerId: row.customerId, assetIds: row.imageIds };
    },

    async quotes(requestId: number, customerId: number): Promise<RfqQuote[]> {
      await requestOf(requestId, customerId);
      return (await repository.quotesOf(requestId)).map(toQuote);
    },

    async quote(quoteId: number, customerId: number): Promise<RfqQuote> {
      const row = await repository.findQuote(quoteId, customerId);
      if (!row) throw new NotFound(`Quote ${quoteId}`);
      return toQuote(row);
    },

    /**
     * Staff answer a submitted or quoted request with a quote; `onQuoted` runs in the same
     * transaction (the workflow tells the customer), so a quote and its notice come together.
     */
    async answer(
      requestId: number,
      body: RfqQuoteBody,
      onQuoted: (tx: Transaction, request: RfqRequestRow, quote: RfqQuote) => Promise<void>,
    ): Promise<RfqQuote> {
      if (new Date(body.valid_until) <= now()) {
        throw new DomainError(422, 'unprocessable', 'A quote must be valid into the future.', [
          { field: 'body.valid_until', message: 'In the past' },
        ]);
      }
      return repository.transaction(async (tx) => {
        const request = await repository.lock(tx, requestId);
        if (!request) throw new NotFound(`Request for quotation ${requestId}`);
        const row = await repository.insertQuote(tx, {
          requestId,
          customerId: request.customerId,
          currency: request.currency,
          tiers: body.tiers,
          moq: body.moq,
          shippingEstimate: body.shipping_estimate,
          shippingMethodId: body.shipping_method_id,
          shippingCategoryId: body.shipping_category_id,
          unitWeightGrams: body.unit_weight_grams,
          sourceSite: body.source_site,
          sourceUrl: body.source_url ?? null,
          note: body.note ?? null,
          validUntil: new Date(body.valid_until),
        });
        await move(tx, request, 'quoted', 'staff', body.note ?? null);
        const quote = toQuote(row);
        await onQuoted(tx, request, quote);
        return quote;
      });
    },

    /** Staff take back an open quote; an ordered one stays (409). */
    async withdraw(quoteId: number): Promise<RfqQuote> {
      return repository.transaction(async (tx) => {
        const quote = await repository.lockQuote(tx, quoteId);
        if (!quote) throw new NotFound(`Quote ${quoteId}`);
        if (quote.status === 'ordered') {
          throw refusal('quote_ordered', 'This quote was ordered and cannot be withdrawn.');
        }
        await repository.setQuoteStatus(tx, quoteId, 'withdrawn');
        return toQuote({ ...quote, status: 'withdrawn' });
      });
    },

    async decline(requestId: number, reason: string): Promise<RfqRequestDetail> {
      await repository.transaction(async (tx) => {
        const request = await repository.lock(tx, requestId);
        if (!request) throw new NotFound(`Request for quotation ${requestId}`);
        await move(tx, request, 'declined', 'staff', reason, { declineReason: reason });
      });
      return detail(await requestOf(requestId));
    },

    /**
     * The first half of ordering a quote, inside the workflow's transaction: locks the
     * request (a racing second call waits here), then says whether it already has its order
     * (the same quote: that order again; another quote: 409 `rfq_already_ordered`) or which
     * quote to order (409 `quote_expired`, `quote_withdrawn`, `rfq_closed` otherwise).
     */
    async claimForOrder(
      tx: Transaction,
      customerId: number,
      quoteId: number,
    ): Promise<
      | { existingOrderId: number }
      | { existingOrderId: null; request: RfqRequestRow; quote: RfqQuoteRow }
    > {
      const found = await repository.findQuote(quoteId, customerId);
      if (!found) throw new NotFound(`Quote ${quoteId}`);
      const request = (await repository.lock(tx, found.requestId))!;
      if (request.orderId !== null) {
        if (request.orderedQuoteId === quoteId) return { existingOrderId: request.orderId };
        throw refusal(
          'rfq_already_ordered',
          'This request was already ordered from another quote.',
        );
      }
      const quote = (await repository.lockQuote(tx, quoteId))!;
      if (quote.status === 'withdrawn') {
        throw refusal('quote_withdrawn', 'This quote was withdrawn. Please ask for a new one.');
      }
      if (quote.validUntil <= now()) {
        throw refusal('quote_expired', 'This quote has expired. Please ask for a new one.');
      }
      if (!rfqMachine.canTransition(request.status, 'ordered')) {
        throw refusal('rfq_closed', `This request is ${request.status} and cannot be ordered.`);
      }
      return { existingOrderId: null, request, quote };
    },

    /** The second half: the order exists; the request and quote say so, in the same transaction. */
    async markOrdered(
      tx: Transaction,
      request: RfqRequestRow,
      quote: RfqQuoteRow,
      orderId: number,
    ): Promise<void> {
      await repository.setQuoteStatus(tx, quote.id, 'ordered');
      await move(tx, request, 'ordered', 'customer', null, {
        orderedQuoteId: quote.id,
        orderId,
      });
    },
  };
}

export type RfqService = ReturnType<typeof createRfqService>;
