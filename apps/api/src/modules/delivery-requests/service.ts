import { money } from '@crossport/money';
import type { z } from 'zod';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { isUniqueViolation, type Transaction } from '../../platform/database.ts';
import type {
  DeliveryItemRow,
  DeliveryRequestRow,
  DeliveryRequestsRepository,
  NewDeliveryRequest,
} from './repository.ts';
import type { StaffDeliveryRequestSchema } from './schemas.ts';
import type { DeliveryItemType, DeliveryRequestStatus } from './tables.ts';

/** The customer's schema leaves `customer_id` out of their answers. */
type StaffDeliveryRequest = z.infer<typeof StaffDeliveryRequestSchema>;

/** Staff move a request forward only; a delivered or cancelled one is done. */
const NEXT: Record<DeliveryRequestStatus, readonly DeliveryRequestStatus[]> = {
  requested: ['dispatched', 'delivered', 'cancelled'],
  dispatched: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

const TYPE_OF_SERVICE: Record<'buy-and-ship' | 'ship-for-me', DeliveryItemType> = {
  'buy-and-ship': 'buy_product',
  'ship-for-me': 'shipment_product',
};

function toRequest(row: DeliveryRequestRow, items: DeliveryItemRow[]): StaffDeliveryRequest {
  return {
    id: row.id,
    number: row.number!,
    customer_id: row.customerId,
    status: row.status,
    address: row.address,
    courier: { code: row.courierCode, name: row.courierName },
    weight_grams: row.weightGrams,
    price: money(row.price, row.currency),
    note: row.note,
    tracking_number: row.trackingNumber,
    invoice_id: row.invoiceId,
    payment_method: row.paymentMethod,
    dispatched_unpaid_reason: row.dispatchedUnpaidReason,
    items: items
      .filter((i) => i.requestId === row.id)
      .map((i) => ({
        type: i.itemType,
        id: i.itemId,
        title: i.title,
        weight_grams: i.weightGrams,
      })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createDeliveryRequestsService(repository: DeliveryRequestsRepository) {
  async function view(row: DeliveryRequestRow): Promise<StaffDeliveryRequest> {
    return toRequest(row, await repository.itemsOf([row.id]));
  }

  return {
    transaction: repository.transaction,
    /** Goods out with a local courier: parcels and buy products of dispatched requests. */
    async outForDelivery(customerId: number) {
      const counts = await repository.dispatchedItemCounts(customerId);
      return {
        parcels: counts.get('shipment_product') ?? 0,
        buyProducts: counts.get('buy_product') ?? 0,
      };
    },

    /**
     * Records a request in the caller's transaction. An item already in an open request is a
     * 409: the partial unique index decides, so two requests racing for one parcel cannot
     * both win.
     */
    async create(
      tx: Transaction,
      request: NewDeliveryRequest,
      items: { itemType: DeliveryItemType; itemId: number; title: string; weightGrams: number }[],
    ): Promise<DeliveryRequestRow> {
      try {
        return await tx.transaction((savepoint) => repository.insert(savepoint, request, items));
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new Conflict('One of these items is already in a delivery request.');
        }
        throw error;
      }
    },

    view,

    async get(customerId: number, id: number): Promise<StaffDeliveryRequest> {
      const row = await repository.find(id);
      if (!row || row.customerId !== customerId) throw new NotFound(`Delivery request ${id}`);
      return view(row);
    },

    /** A customer's requests newest first; staff's (no customer) oldest first, a queue. */
    async page(
      filter: {
        customerId?: number;
        type: 'buy-and-ship' | 'ship-for-me' | 'all';
        status?: DeliveryRequestStatus;
      },
      page: number,
      perPage: number,
    ) {
      const { rows, total } = await repository.page(
        {
          ...(filter.customerId !== undefined ? { customerId: filter.customerId } : {}),
          ...(filter.type !== 'all' ? { itemType: TYPE_OF_SERVICE[filter.type] } : {}),
          ...(filter.status ? { status: filter.status } : {}),
        },
        perPage,
        (page - 1) * perPage,
      );
      const items = await repository.itemsOf(rows.map((r) => r.id));
      return {
        data: rows.map((row) => toRequest(row, items)),
        pagination: { page, per_page: perPage, total },
      };
    },

    setInvoice: repository.setInvoice,

    /** Locks a request (staff), for a move whose gate reads what else it owes. */
    async lock(tx: Transaction, id: number): Promise<DeliveryRequestRow> {
      const row = await repository.lock(tx, id);
      if (!row) throw new NotFound(`Delivery request ${id}`);
      return row;
    },

    /**
     * Moves a request (staff) and answers its items, for their owners to move too.
     * `dispatchedUnpaidReason`: the override of a dispatch before the charge was paid.
     */
    async move(
      tx: Transaction,
      id: number,
      to: DeliveryRequestStatus,
      trackingNumber?: string,
      dispatchedUnpaidReason?: string,
    ) {
      const row = await repository.lock(tx, id);
      if (!row) throw new NotFound(`Delivery request ${id}`);
      if (!NEXT[row.status].includes(to)) {
        throw new Conflict(`This delivery request is ${row.status} and cannot become ${to}.`);
      }
      await repository.setStatus(tx, id, to, trackingNumber, dispatchedUnpaidReason);
      return { row, items: await repository.itemsOf([id], tx) };
    },
  };
}

export type DeliveryRequestsService = ReturnType<typeof createDeliveryRequestsService>;
