import { money } from '@crossport/money';
import type { z } from 'zod';
import { Conflict, DomainError, NotFound, Unprocessable } from '../../platform/errors.ts';
import type { Transaction } from '../../platform/database.ts';
import { customerIdOfSuiteCode } from '../customers/index.ts';
import { INSURANCE_CODE, type AddOnServiceTerms } from '../add-on-services/index.ts';
import { ADDON_SERVICE_CODES, addonOffer, type AddOnTerms } from './addon-services.ts';
import { PARCEL_SERVICES } from './parcel-services.ts';
import { CONTENT_FLAGS } from './restrictions.ts';
import type {
  ShipmentEventRow,
  ShipmentOrderRow,
  ShipmentProductRow,
  ShipmentsRepository,
  ShipmentTrackingRow,
  NewShipmentEvent,
} from './repository.ts';
import {
  MAX_IMAGES_PER_PRODUCT,
  MAX_PRODUCTS_PER_REQUEST,
  MAX_TRACKINGS_PER_PRODUCT,
  type ShipmentEventSchema,
  type ShipmentMetaSchema,
  type ShipmentOrderSchema,
  type ShipmentProductDetailSchema,
  type ShipmentProductInput,
  type ShipmentProductSchema,
} from './schemas.ts';
import {
  canResume,
  mayMove,
  SHIPMENT_STATUSES,
  shipmentMachine,
  type ShipmentActor,
  type ShipmentStatus,
} from './state-machine.ts';
import type { DestinationSnapshot } from './tables.ts';

export type ShipmentProduct = z.infer<typeof ShipmentProductSchema>;
export type ShipmentProductDetail = z.infer<typeof ShipmentProductDetailSchema>;
export type ShipmentOrder = z.infer<typeof ShipmentOrderSchema>;
type ShipmentEvent = z.infer<typeof ShipmentEventSchema>;

/** The customer's words for each state (the web translates by code; this is the API's label). */
export const STATUS_LABELS: Record<ShipmentStatus, string> = {
  requested: 'Requested',
  awaiting_arrival: 'On its way to our warehouse',
  received_at_warehouse: 'Received at our warehouse',
  invoiced: 'Shipping invoice ready',
  paid: 'Paid, ready to ship',
  shipping_started: 'Shipping started',
  in_transit: 'In transit',
  arrived: 'Arrived in your country',
  ready_for_delivery: 'Ready for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  on_hold: 'On hold',
  disposed: 'Disposed after storage ended',
};

/** Before the parcel reaches us, the customer may still fix its tracking ids. */
const TRACKING_EDITABLE: readonly ShipmentStatus[] = ['requested', 'awaiting_arrival'];

const iso = (d: Date) => d.toISOString();

function toProduct(
  row: ShipmentProductRow,
  order: ShipmentOrderRow,
  trackings: ShipmentTrackingRow[],
  addOns: readonly AddOnServiceTerms[],
): ShipmentProduct {
  const received = row.weightGrams !== null && row.chargeableWeightGrams !== null;
  return {
    id: row.id,
    number: row.number!,
    order_id: order.id,
    order_number: order.number!,
    warehouse_id: order.warehouseId,
    title: row.title,
    link: row.link,
    image_ids: row.imageIds,
    quantity: row.quantity,
    declared_value: money(row.declaredValue, order.currency),
    shipping_category_id: row.shippingCategoryId,
    hs_code: row.hsCode,
    addon_services: row.addonServices.map((code) => {
      const offer = addonOffer(addOns, code, order.currency);
      return { code, name: offer.name, price: money(offer.price ?? 0, order.currency) };
    }),
    contents: row.contents,
    insured: row.insured,
    status: row.status,
    held_from: row.heldFrom,
    hold_reason: row.holdReason,
    receipt: received
      ? {
          weight_grams: row.weightGrams!,
          length_cm: row.lengthCm ?? 0,
          width_cm: row.widthCm ?? 0,
          height_cm: row.heightCm ?? 0,
          chargeable_weight_grams: row.chargeableWeightGrams!,
          photo_ids: row.photoIds,
          received_at: row.receivedAt ? iso(row.receivedAt) : null,
          storage_fee_days: row.storageFeeDays,
          storage_invoice_id: row.storageInvoiceId,
          storage_fees_due: row.storageFeesDue,
        }
      : null,
    trackings: trackings
      .filter((t) => t.productId === row.id)
      .map((t) => ({
        id: t.id,
        type: t.type,
        tracking_id: t.trackingId,
        carrier: t.carrier,
        created_at: iso(t.createdAt),
      })),
    invoice_id: row.invoiceId,
    consolidation_id: row.consolidationId,
    buy_product_id: row.buyProductId,
    can_cancel: mayMove('customer', row.status, 'cancelled'),
    can_start_shipping: mayMove('customer', row.status, 'shipping_started') && !row.storageFeesDue,
    can_edit_tracking: TRACKING_EDITABLE.includes(row.status),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

function toEvent(row: ShipmentEventRow): ShipmentEvent {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    actor: row.actor as ShipmentActor,
    note: row.note,
    data: row.data,
    at: iso(row.createdAt),
  };
}

const words = (status: ShipmentStatus) => STATUS_LABELS[status].toLowerCase();

export interface MoveOptions {
  note?: string;
  data?: Record<string, unknown>;
  patch?: Partial<
    Pick<
      ShipmentProductRow,
      | 'invoiceId'
      | 'weightGrams'
      | 'lengthCm'
      | 'widthCm'
      | 'heightCm'
      | 'chargeableWeightGrams'
      | 'photoIds'
      | 'receivedAt'
      | 'consolidationId'
    >
  >;
}

/**
 * Told of every move of a parcel, inside the mover's transaction (a throw undoes the move):
 * how a buy product follows the parcel it ships home as, without this module knowing orders.
 */
export type ParcelMoveListener = (
  tx: Transaction,
  parcel: ShipmentProductRow,
  from: ShipmentStatus,
  to: ShipmentStatus,
) => Promise<void>;

/**
 * Told of a staff move in its transaction (modules/index.ts wires the customer's notice);
 * the same shape as the notifications module's StatusListener, declared here so this module
 * imports no other.
 */
export type StaffMoveListener = (
  tx: Transaction,
  change: { customerId: number; number: string; status: string; note?: string | null },
) => Promise<void>;

/**
 * `addOnTerms` reads the operators' names and prices of add-on services (the add-on services
 * module), for a product's chosen add-ons; without it they show by code, priced 0.
 */
export function createShipmentsService(
  repository: ShipmentsRepository,
  addOnTerms: AddOnTerms = async () => [],
) {
  const moveListeners: ParcelMoveListener[] = [];
  /**
   * Every move of a parcel: the actor must be allowed it (SHIPMENT_MOVES_BY_ACTOR), a held
   * parcel resumes only where it stopped, and the machine's hook-free core refuses what the
   * table does not allow. The status, the hold fields and the timeline entry change together
   * in the caller's transaction.
   */
  async function move(
    tx: Transaction,
    row: ShipmentProductRow,
    to: ShipmentStatus,
    actor: ShipmentActor,
    options: MoveOptions = {},
  ): Promise<ShipmentProductRow> {
    const from = row.status;
    if (shipmentMachine.canTransition(from, to) && !mayMove(actor, from, to)) {
      throw new Conflict(`This parcel is ${words(from)}; only our staff can make it ${words(to)}.`);
    }
    if (from === 'on_hold' && row.heldFrom && !canResume(row.heldFrom, to)) {
      throw new Conflict(`This parcel was held while ${words(row.heldFrom)} and resumes there.`);
    }
    let updated = row;
    await shipmentMachine.transition(from, to, {}, async () => {
      const holding = to === 'on_hold';
      updated = await repository.update(tx, row.id, {
        ...options.patch,
        status: to,
        heldFrom: holding ? from : null,
        holdReason: holding ? (options.note ?? null) : null,
      });
      await repository.insertEvent(tx, {
        productId: row.id,
        kind: holding ? 'held' : 'status',
        status: to,
        actor,
        note: options.note ?? null,
        data: options.data ?? null,
      });
    });
    for (const listener of moveListeners) await listener(tx, updated, from, to);
    return updated;
  }

  async function lockOwned(tx: Transaction, customerId: number, id: number) {
    const row = await repository.lock(tx, id);
    if (!row || row.customerId !== customerId) throw new NotFound(`Parcel ${id}`);
    return row;
  }

  /** The same timeline entry on several parcels (a delivery request's), no status change. */
  async function noteOnEach(
    tx: Transaction,
    ids: number[],
    event: Pick<NewShipmentEvent, 'kind' | 'actor' | 'note' | 'data'>,
  ) {
    for (const productId of ids) {
      await repository.insertEvent(tx, { ...event, productId, status: null });
    }
  }

  async function lockAny(tx: Transaction, id: number) {
    const row = await repository.lock(tx, id);
    if (!row) throw new NotFound(`Parcel ${id}`);
    return row;
  }

  async function view(row: ShipmentProductRow): Promise<ShipmentProduct> {
    const [[order], trackings, addOns] = await Promise.all([
      repository.ordersByIds([row.orderId]),
      repository.trackingsOf([row.id]),
      addOnTerms(),
    ]);
    return toProduct(row, order!, trackings, addOns);
  }

  async function ordersView(orders: ShipmentOrderRow[]): Promise<ShipmentOrder[]> {
    const products = await repository.productsOfOrders(orders.map((o) => o.id));
    const trackings = await repository.trackingsOf(products.map((p) => p.id));
    const addOns = await addOnTerms();
    return orders.map((order) => ({
      id: order.id,
      number: order.number!,
      region_code: order.regionCode,
      currency: order.currency,
      warehouse_id: order.warehouseId,
      shipping_method_id: order.shippingMethodId,
      destination: order.destination,
      tax_id: order.taxId,
      products: products
        .filter((p) => p.orderId === order.id)
        .map((p) => toProduct(p, order, trackings, addOns)),
      created_at: iso(order.createdAt),
    }));
  }

  return {
    openParcelCount: repository.openParcelCount,
    transaction: repository.transaction,

    /** Adds a listener to every parcel move (the composition root wires buy products). */
    onMove(listener: ParcelMoveListener): void {
      moveListeners.push(listener);
    },

    /**
     * A Buy-and-Ship product reached our warehouse: it becomes a parcel on its way in
     * (`awaiting_arrival`, tracked by the buy product's number), which the receive workflow
     * then receives and invoices like any parcel. The route is the buy order's.
     */
    async createForBuyProduct(
      tx: Transaction,
      product: {
        id: number;
        number: string;
        customerId: number;
        title: string;
        link: string;
        quantity: number;
        declaredValue: number;
        shippingCategoryId: number;
      },
      route: {
        regionCode: string;
        currency: string;
        warehouseId: number;
        shippingMethodId: number;
        destination: DestinationSnapshot;
      },
    ): Promise<{ row: ShipmentProductRow; order: ShipmentOrderRow }> {
      const order = await repository.insertOrder(tx, {
        ...route,
        customerId: product.customerId,
        taxId: null,
      });
      const row = await repository.insertProduct(tx, order.id, product.customerId, {
        title: product.title.slice(0, 300),
        link: product.link.length <= 2000 ? product.link : null,
        quantity: product.quantity,
        declaredValue: product.declaredValue,
        shippingCategoryId: product.shippingCategoryId,
        status: 'awaiting_arrival',
        buyProductId: product.id,
      });
      await repository.insertTracking(tx, {
        productId: row.id,
        trackingId: product.number,
        carrier: 'Crossport Buy and Ship',
      });
      await repository.insertEvent(tx, {
        productId: row.id,
        kind: 'status',
        status: 'awaiting_arrival',
        actor: 'system',
        note: `Bought for you as ${product.number}`,
        data: { buy_product_id: product.id },
      });
      return { row, order };
    },

    /**
     * Records a Ship For Me request in the caller's transaction (the workflow has checked the
     * address, warehouse, method, categories, images and HS codes). A product sent with its
     * tracking id is already on its way (`awaiting_arrival`); one without waits for it.
     */
    async create(
      tx: Transaction,
      request: {
        customerId: number;
        regionCode: string;
        currency: string;
        warehouseId: number;
        shippingMethodId: number;
        destination: DestinationSnapshot;
        products: ShipmentProductInput[];
        /** Stored only where the destination's customs ask for one (the workflow checked it). */
        taxId: string | null;
      },
    ): Promise<number> {
      if (request.products.length > MAX_PRODUCTS_PER_REQUEST) {
        throw new Unprocessable(`At most ${MAX_PRODUCTS_PER_REQUEST} products per request.`);
      }
      const addOns = await addOnTerms();
      for (const code of request.products.flatMap((p) => p.addon_service_codes)) {
        if (addonOffer(addOns, code, request.currency).price === null) {
          throw new Unprocessable(`The add-on ${code} is not offered in ${request.currency}.`, [
            { field: 'body.products.addon_service_codes', message: 'Not offered in this region' },
          ]);
        }
      }
      const order = await repository.insertOrder(tx, request);
      for (const input of request.products) {
        const status: ShipmentStatus = input.tracking_id ? 'awaiting_arrival' : 'requested';
        const product = await repository.insertProduct(tx, order.id, request.customerId, {
          title: input.title,
          link: input.link ?? null,
          imageIds: input.image_ids,
          quantity: input.quantity,
          declaredValue: input.declared_value,
          shippingCategoryId: input.shipping_category_id,
          hsCode: input.hs_code ?? null,
          addonServices: input.addon_service_codes,
          contents: input.contents,
          insured: input.insured,
          status,
        });
        await repository.insertEvent(tx, {
          productId: product.id,
          kind: 'status',
          status: 'requested',
          actor: 'customer',
          note: null,
          data: null,
        });
        if (input.tracking_id) {
          await repository.insertTracking(tx, {
            productId: product.id,
            trackingId: input.tracking_id,
            carrier: input.carrier ?? null,
          });
          await repository.insertEvent(tx, {
            productId: product.id,
            kind: 'tracking_added',
            status: 'awaiting_arrival',
            actor: 'customer',
            note: null,
            data: { tracking_id: input.tracking_id, carrier: input.carrier ?? null },
          });
        }
      }
      return order.id;
    },

    async order(customerId: number, orderId: number): Promise<ShipmentOrder> {
      const [order] = await repository.ordersByIds([orderId]);
      if (!order || order.customerId !== customerId)
        throw new NotFound(`Shipment order ${orderId}`);
      return (await ordersView([order]))[0]!;
    },

    async product(customerId: number, number: string): Promise<ShipmentProductDetail> {
      const row = await repository.findByNumber(customerId, number);
      if (!row) throw new NotFound(`Parcel ${number}`);
      const [product, events] = await Promise.all([view(row), repository.eventsOf(row.id)]);
      return { ...product, timeline: events.map(toEvent) };
    },

    /** Any customer's parcel by its number, with its timeline and whose it is (staff). */
    async staffProduct(number: string): Promise<ShipmentProductDetail & { customer_id: number }> {
      const row = await repository.findByNumber(null, number);
      if (!row) throw new NotFound(`Parcel ${number}`);
      const [product, events] = await Promise.all([view(row), repository.eventsOf(row.id)]);
      return { ...product, timeline: events.map(toEvent), customer_id: row.customerId };
    },

    /**
     * When the customer's parcel was delivered (the `delivered` entry of its timeline), or null
     * while it is not delivered; 404 for another customer's parcel (claims ask this).
     */
    async deliveredAt(customerId: number, id: number): Promise<Date | null> {
      const row = await repository.findOwned(customerId, id);
      if (!row) throw new NotFound(`Parcel ${id}`);
      // One claim per goods: a parcel carrying a Buy-and-Ship product is claimed as that product.
      if (row.buyProductId !== null) {
        throw new DomainError(
          409,
          'claim_on_product',
          'This parcel carries a product we bought for you: open the claim on that product.',
        );
      }
      return row.status === 'delivered' ? repository.deliveredAt(row.id) : null;
    },

    /** 404 unless the parcel is the customer's. */
    async assertOwned(customerId: number, id: number): Promise<void> {
      if (!(await repository.findOwned(customerId, id))) throw new NotFound(`Parcel ${id}`);
    },

    async timeline(customerId: number, id: number): Promise<ShipmentEvent[]> {
      const row = await repository.findOwned(customerId, id);
      if (!row) throw new NotFound(`Parcel ${id}`);
      return (await repository.eventsOf(row.id)).map(toEvent);
    },

    /** Adds a shop courier's tracking id; the first one puts a requested parcel on its way. */
    async addTracking(
      customerId: number,
      id: number,
      body: { tracking_id: string; carrier?: string },
    ): Promise<ShipmentProduct> {
      const row = await repository.transaction(async (tx) => {
        const product = await lockOwned(tx, customerId, id);
        if (!TRACKING_EDITABLE.includes(product.status)) {
          throw new Conflict(
            'This parcel has reached our warehouse; its tracking can no longer change.',
          );
        }
        const existing = await repository.trackingsOf([product.id]);
        if (existing.length >= MAX_TRACKINGS_PER_PRODUCT) {
          throw new Conflict(`A parcel has at most ${MAX_TRACKINGS_PER_PRODUCT} tracking ids.`);
        }
        if (existing.some((t) => t.trackingId.toUpperCase() === body.tracking_id.toUpperCase())) {
          throw new Conflict('This tracking id is already on the parcel.');
        }
        await repository.insertTracking(tx, {
          productId: product.id,
          trackingId: body.tracking_id,
          carrier: body.carrier ?? null,
        });
        await repository.insertEvent(tx, {
          productId: product.id,
          kind: 'tracking_added',
          status: null,
          actor: 'customer',
          note: null,
          data: { tracking_id: body.tracking_id, carrier: body.carrier ?? null },
        });
        return product.status === 'requested'
          ? move(tx, product, 'awaiting_arrival', 'system')
          : product;
      });
      return view(row);
    },

    async updateTracking(
      customerId: number,
      id: number,
      trackingId: number,
      body: { tracking_id: string; carrier?: string },
    ): Promise<ShipmentProduct> {
      const row = await repository.transaction(async (tx) => {
        const product = await lockOwned(tx, customerId, id);
        if (!TRACKING_EDITABLE.includes(product.status)) {
          throw new Conflict(
            'This parcel has reached our warehouse; its tracking can no longer change.',
          );
        }
        const updated = await repository.updateTracking(tx, product.id, trackingId, {
          trackingId: body.tracking_id,
          carrier: body.carrier ?? null,
        });
        if (!updated) throw new NotFound(`Tracking ${trackingId}`);
        await repository.insertEvent(tx, {
          productId: product.id,
          kind: 'tracking_updated',
          status: null,
          actor: 'customer',
          note: null,
          data: { tracking_id: body.tracking_id, carrier: body.carrier ?? null },
        });
        return product;
      });
      return view(row);
    },

    async cancel(customerId: number, id: number): Promise<ShipmentProduct> {
      const row = await repository.transaction(async (tx) =>
        move(tx, await lockOwned(tx, customerId, id), 'cancelled', 'customer'),
      );
      return view(row);
    },

    async startShipping(customerId: number, id: number): Promise<ShipmentProduct> {
      const row = await repository.transaction(async (tx) => {
        const parcel = await lockOwned(tx, customerId, id);
        if (parcel.storageFeesDue) {
          throw new DomainError(
            409,
            'storage_fees_due',
            'Pay the storage fees of this parcel first; it leaves our warehouse once they are paid.',
          );
        }
        return move(tx, parcel, 'shipping_started', 'customer');
      });
      return view(row);
    },

    async ordersPage(
      customerId: number,
      query: { status?: ShipmentStatus; page: number; per_page: number },
    ) {
      const { rows, total } = await repository.ordersPage(
        customerId,
        query.status,
        query.per_page,
        (query.page - 1) * query.per_page,
      );
      return {
        data: await ordersView(rows),
        pagination: { page: query.page, per_page: query.per_page, total },
      };
    },

    /** Products per state (every state listed, zeros included, in the machine's order). */
    async stateCounts(customerId: number) {
      const counts = await repository.stateCounts(customerId);
      const states = SHIPMENT_STATUSES.map((status) => ({
        status,
        count: counts.find((c) => c.status === status)?.count ?? 0,
      }));
      return { total: states.reduce((sum, s) => sum + s.count, 0), states };
    },

    /** `addOns` is the add-on services module's catalogue, read for this request. */
    meta(
      currency: string,
      addOns: readonly AddOnServiceTerms[],
    ): z.infer<typeof ShipmentMetaSchema> {
      const terms = new Map(addOns.map((s) => [s.code as string, s]));
      return {
        statuses: SHIPMENT_STATUSES.map((code) => ({ code, label: STATUS_LABELS[code] })),
        addon_services: ADDON_SERVICE_CODES.map((code) => {
          const { name, price } = addonOffer(addOns, code, currency);
          return { code, name, price: price === null ? null : money(price, currency) };
        }),
        tracking_types: ['abroad-courier-tracking'],
        content_flags: [...CONTENT_FLAGS],
        insurance_rate_bps: terms.get(INSURANCE_CODE)?.rateBps ?? 0,
        parcel_services: PARCEL_SERVICES.map((service) => {
          const offered = terms.get(service.code);
          const price = offered?.active ? (offered.prices[currency] ?? null) : null;
          return {
            code: service.code,
            group: service.group,
            name: offered?.name ?? service.code,
            price: price === null ? null : money(price, currency),
          };
        }),
        limits: {
          max_products: MAX_PRODUCTS_PER_REQUEST,
          max_images: MAX_IMAGES_PER_PRODUCT,
          max_trackings: MAX_TRACKINGS_PER_PRODUCT,
        },
      };
    },

    // Staff and workflows

    /** Parcels not yet received, by a tracking id or the suite code written on the box. */
    /** Parcels awaiting arrival by tracking id or suite code, with whose they are (staff). */
    async findAwaiting(q: string): Promise<(ShipmentProduct & { customer_id: number })[]> {
      const customerId = customerIdOfSuiteCode(q);
      const rows = await repository.awaitingBy(
        customerId === null ? { trackingId: q.trim() } : { customerId },
      );
      const orders = await repository.ordersByIds([...new Set(rows.map((r) => r.orderId))]);
      const trackings = await repository.trackingsOf(rows.map((r) => r.id));
      const addOns = await addOnTerms();
      return rows.map((r) => {
        const order = orders.find((o) => o.id === r.orderId)!;
        return { ...toProduct(r, order, trackings, addOns), customer_id: order.customerId };
      });
    },

    /** The parcel and its request, locked, for staff and workflows. */
    async lockWithOrder(tx: Transaction, id: number) {
      const row = await lockAny(tx, id);
      const [order] = await repository.ordersByIds([row.orderId], tx);
      return { row, order: order! };
    },

    move,

    async staffMove(
      id: number,
      to: ShipmentStatus,
      reason?: string,
      onMoved?: StaffMoveListener,
    ): Promise<ShipmentProduct> {
      if (to === 'on_hold' && !reason) {
        throw new Unprocessable('Say why the parcel is held; the customer sees it.', [
          { field: 'body.reason', message: 'Required to hold a parcel' },
        ]);
      }
      const row = await repository.transaction(async (tx) => {
        const moved = await move(tx, await lockAny(tx, id), to, 'staff', { note: reason });
        await onMoved?.(tx, {
          customerId: moved.customerId,
          number: moved.number ?? `#${moved.id}`,
          status: moved.status,
          note: reason,
        });
        return moved;
      });
      return view(row);
    },

    /** The shipping invoice was paid in full: its parcels may now be shipped (caller's tx). */
    async invoicePaid(tx: Transaction, invoiceId: number): Promise<void> {
      for (const row of await repository.byInvoice(tx, invoiceId)) {
        if (row.status === 'invoiced') await move(tx, row, 'paid', 'system');
      }
      // A paid storage invoice: the next day's fee starts a new one (the storage sweep).
      await repository.storageFeesPaid(tx, invoiceId);
    },

    /** The parcels were put in a delivery request: their timelines say which (caller's tx). */
    async deliveryRequested(tx: Transaction, ids: number[], requestNumber: string): Promise<void> {
      await noteOnEach(tx, ids, {
        kind: 'delivery_requested',
        actor: 'customer',
        note: requestNumber,
        data: { delivery_request: requestNumber },
      });
    },

    /** The parcels left with the local courier: their timelines name it and its tracking id. */
    async handedToCourier(
      tx: Transaction,
      ids: number[],
      courier: string,
      trackingNumber: string,
    ): Promise<void> {
      await noteOnEach(tx, ids, {
        kind: 'with_courier',
        actor: 'staff',
        note: trackingNumber,
        data: { courier, tracking_number: trackingNumber },
      });
    },

    /** Staff delivered the parcel to the door (its delivery request), in the caller's tx. */
    async deliver(tx: Transaction, id: number): Promise<void> {
      let row = await lockAny(tx, id);
      if (row.status === 'arrived') row = await move(tx, row, 'ready_for_delivery', 'staff');
      if (row.status !== 'delivered') await move(tx, row, 'delivered', 'staff');
    },

    /** Parcels lying in a warehouse, in batches by id (the storage sweep). */
    inStorage: (afterId: number, limit: number, customerId?: number) =>
      repository.inStorage(afterId, limit, customerId),

    /**
     * Records what the storage sweep did to a parcel (fees billed, notices sent) and its
     * timeline entry, in the caller's transaction; `lockWithOrder` locked it first.
     */
    async recordStorage(
      tx: Transaction,
      id: number,
      patch: Partial<
        Pick<
          ShipmentProductRow,
          'storageFeeDays' | 'storageInvoiceId' | 'storageNotices' | 'storageFeesDue'
        >
      >,
      event: { kind: string; note: string; data: Record<string, unknown> } | null,
    ): Promise<void> {
      await repository.update(tx, id, patch);
      if (event) {
        await repository.insertEvent(tx, {
          productId: id,
          status: null,
          actor: 'system',
          ...event,
        });
      }
    },

    /** Staff re-measured the parcel (a reported error found right), in the caller's tx. */
    async correctMeasurement(
      tx: Transaction,
      id: number,
      measured: Pick<
        ShipmentProductRow,
        'weightGrams' | 'lengthCm' | 'widthCm' | 'heightCm' | 'chargeableWeightGrams'
      >,
      patch: Partial<Pick<ShipmentProductRow, 'invoiceId'>> = {},
    ): Promise<ShipmentProductRow> {
      const row = await repository.update(tx, id, { ...measured, ...patch });
      await repository.insertEvent(tx, {
        productId: id,
        kind: 'measurement_corrected',
        status: null,
        actor: 'staff',
        note: null,
        data: {
          weight_grams: measured.weightGrams,
          length_cm: measured.lengthCm,
          width_cm: measured.widthCm,
          height_cm: measured.heightCm,
          chargeable_weight_grams: measured.chargeableWeightGrams,
        },
      });
      return row;
    },

    /**
     * A split done at the warehouse: the parcel keeps the first part, and each other part
     * becomes a parcel of its own in the same request, received now with its own measurement,
     * a share of the declared value (`declaredValues`, summing to the parcel's) and the same
     * category, HS code, contents and insurance. Answers the new rows, in the caller's tx.
     */
    async splitOff(
      tx: Transaction,
      parent: ShipmentProductRow,
      parts: {
        weightGrams: number;
        lengthCm: number;
        widthCm: number;
        heightCm: number;
        chargeableWeightGrams: number;
        declaredValue: number;
      }[],
    ): Promise<ShipmentProductRow[]> {
      const [first, ...others] = parts;
      const total = parts.length;
      await repository.update(tx, parent.id, {
        weightGrams: first!.weightGrams,
        lengthCm: first!.lengthCm,
        widthCm: first!.widthCm,
        heightCm: first!.heightCm,
        chargeableWeightGrams: first!.chargeableWeightGrams,
        declaredValue: first!.declaredValue,
        title: `${parent.title} (1/${total})`.slice(0, 300),
      });
      const created: ShipmentProductRow[] = [];
      for (const [index, part] of others.entries()) {
        const row = await repository.insertProduct(tx, parent.orderId, parent.customerId, {
          title: `${parent.title} (${index + 2}/${total})`.slice(0, 300),
          link: parent.link,
          imageIds: parent.imageIds,
          quantity: 1,
          declaredValue: part.declaredValue,
          shippingCategoryId: parent.shippingCategoryId,
          hsCode: parent.hsCode,
          addonServices: [],
          contents: parent.contents,
          insured: parent.insured,
          status: 'received_at_warehouse',
          weightGrams: part.weightGrams,
          lengthCm: part.lengthCm,
          widthCm: part.widthCm,
          heightCm: part.heightCm,
          chargeableWeightGrams: part.chargeableWeightGrams,
          photoIds: parent.photoIds,
          receivedAt: parent.receivedAt,
        });
        await repository.insertEvent(tx, {
          productId: row.id,
          kind: 'split',
          status: 'received_at_warehouse',
          actor: 'staff',
          note: parent.number,
          data: { from: parent.number, part: index + 2, of: total },
        });
        created.push(row);
      }
      await repository.insertEvent(tx, {
        productId: parent.id,
        kind: 'split',
        status: null,
        actor: 'staff',
        note: created.map((r) => r.number).join(', '),
        data: { into: created.map((r) => r.number), of: total },
      });
      return created;
    },

    /** More warehouse photos for the customer (an arrival check), in the caller's tx. */
    async addPhotos(tx: Transaction, row: ShipmentProductRow, photoIds: number[]): Promise<void> {
      const photos = [...new Set([...row.photoIds, ...photoIds])];
      await repository.update(tx, row.id, { photoIds: photos });
    },

    /** The shipping invoices of the customer's parcels among `ids` (international session). */
    shippingInvoicesOf: (customerId: number, ids: number[]) =>
      repository.shippingInvoicesOf(customerId, ids),

    /** The customer's parcels among `ids` in one of `statuses` (delivery requests). */
    async ownedIn(customerId: number, ids: number[], statuses: ShipmentStatus[]) {
      return repository.ownedIn(customerId, ids, statuses);
    },

    view,
  };
}

export type ShipmentsService = ReturnType<typeof createShipmentsService>;
