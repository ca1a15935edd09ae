import { money, multiplyMoney } from '@crossport/money';
import type { z } from 'zod';
import { Conflict, NotFound, Unprocessable } from '../../platform/errors.ts';
import { formatAddress } from '../addresses/index.ts';
import type { InvoicesService } from '../invoices/index.ts';
import type {
  BuyOrderRow,
  BuyProductEventRow,
  BuyProductRow,
  OrdersRepository,
} from './repository.ts';
import type { Transaction } from '../../platform/database.ts';
import type {
  BuyProductDetailsSchema,
  BuyProductSchema,
  CancelBody,
  OrderSchema,
  OrderSummarySchema,
  ShippingEstimateUnknown,
  StaffBuyProduct,
  StatSchema,
  TimelineEventSchema,
  TransitionBody,
} from './schemas.ts';
import {
  BUY_PRODUCT_STATUSES,
  CUSTOMER_CANCELLABLE,
  PARCEL_FOLLOWS,
  type Actor,
  type BuyProductStatus,
  type ParcelStatus,
} from './state-machine.ts';
import { linesTotal, orderTotals, paidForProduct } from './order-totals.ts';
import type { BuyActionStatus, BuyVariation } from './tables.ts';
import { createOrderPlacement } from './placement.ts';
import { createOrderTransitions, STATUS_NOTES, withRefund } from './transitions.ts';

type BuyProduct = z.infer<typeof BuyProductSchema>;
type OrderSummary = z.infer<typeof OrderSummarySchema>;
type SourcePurchase = NonNullable<TransitionBody['purchase']>;

/** States in which a product costs nothing: entering one cancels every line. */
const NOTHING_CHARGED: readonly BuyProductStatus[] = ['cancelled', 'refunded'];

/** The signed-in customer placing or reading orders, in the region they shop in. */

export function liveVariations(row: BuyProductRow): BuyVariation[] {
  return row.variations.filter((v) => !v.cancelled);
}

export function productTotal(row: BuyProductRow): number {
  return linesTotal(row.variations, row.currency).amount;
}

export function toBuyProduct(row: BuyProductRow): BuyProduct {
  const m = (amount: number) => money(amount, row.currency);
  return {
    id: row.id,
    number: row.number ?? `BP-${row.id}`,
    order_id: row.orderId,
    product_id: row.productId,
    title: row.title,
    image: row.image,
    source_site: row.sourceSite,
    source_url: row.sourceUrl,
    shop_name: row.shopName,
    status: row.status,
    can_cancel: CUSTOMER_CANCELLABLE.includes(row.status),
    variations: row.variations.map((v) => ({
      id: v.id,
      sku_id: v.sku_id,
      properties: v.properties,
      quantity: v.quantity,
      unit_price: m(v.unit_price),
      original_unit_price: money(v.source_price, 'CNY'),
      total: multiplyMoney(m(v.unit_price), v.quantity),
      cancelled: v.cancelled,
    })),
    quantity: liveVariations(row).reduce((sum, v) => sum + v.quantity, 0),
    weight_grams: row.weightGrams,
    shipping_estimate: row.shippingEstimate === null ? null : m(row.shippingEstimate),
    shipping_estimate_unknown: row.shippingEstimateUnknown as ShippingEstimateUnknown | null,
    total: m(productTotal(row)),
    cancel_reason: row.cancelReason,
    warehouse_receipt:
      row.receivedAt && row.receivedWeightGrams !== null
        ? {
            weight_grams: row.receivedWeightGrams,
            length_cm: row.receivedLengthCm ?? 0,
            width_cm: row.receivedWidthCm ?? 0,
            height_cm: row.receivedHeightCm ?? 0,
            photo_ids: row.warehousePhotoIds,
            received_at: row.receivedAt.toISOString(),
          }
        : null,
    parcel:
      row.parcelId !== null && row.parcelNumber !== null
        ? { id: row.parcelId, number: row.parcelNumber }
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The order's header; its money is derived from its products' lines, as the invoice's is. */
export function toStaffBuyProduct(row: BuyProductRow): StaffBuyProduct {
  return {
    ...toBuyProduct(row),
    customer_id: row.customerId,
    source_order_id: row.sourceOrderId,
    source_cost:
      row.sourceCostAmount === null || row.sourceCostCurrency === null
        ? null
        : money(row.sourceCostAmount, row.sourceCostCurrency),
    purchased_at: row.purchasedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

function toOrderSummary(row: BuyOrderRow, products: readonly BuyProductRow[]): OrderSummary {
  const m = (amount: number) => money(amount, row.currency);
  const totals = orderTotals(row, products);
  return {
    id: row.id,
    number: row.number ?? `BO-${row.id}`,
    region_code: row.regionCode,
    address: {
      ...row.address,
      display_lines: formatAddress(row.address.country_code, row.address.fields),
    },
    shipping: {
      method_id: row.shipping.method_id,
      method_code: row.shipping.method_code,
      method_name: row.shipping.method_name,
      shipping_category_id: row.shipping.shipping_category_id,
      warehouse_id: row.shipping.warehouse_id,
      eta: { min_days: row.shipping.eta_min_days, max_days: row.shipping.eta_max_days },
      estimate: m(row.shippingEstimate),
    },
    coupon_code: row.couponCode,
    subtotal: totals.subtotal,
    discount: totals.discount,
    total: totals.total,
    invoice_id: row.invoiceId,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

function toEvent(row: BuyProductEventRow): z.infer<typeof TimelineEventSchema> {
  return {
    id: row.id,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    actor: row.actor,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Told of a staff move in its transaction (modules/index.ts wires the customer's notice);
 * the same shape as the notifications module's StatusListener, declared here so this module
 * imports no other.
 */
export type StaffMoveListener = (
  tx: Transaction,
  change: { customerId: number; number: string; status: string; note?: string | null },
) => Promise<void>;

export function createOrdersService(deps: {
  repository: OrdersRepository;
  invoices: InvoicesService;
}) {
  const { repository } = deps;

  const { buyProductMachine, buyActionMachine, adjustInvoice, buyWaitingProducts } =
    createOrderTransitions(deps);
  const placement = createOrderPlacement(repository);

  /** Purchasing's record of buying it at the source: only with the move to purchased. */
  async function recordPurchase(
    tx: Transaction,
    product: BuyProductRow,
    to: BuyProductStatus,
    purchase: SourcePurchase,
  ): Promise<void> {
    if (to !== 'purchased') {
      throw new Unprocessable('A purchase is recorded only with the move to purchased.', [
        { field: 'body.purchase', message: 'Only with status purchased' },
      ]);
    }
    if (purchase.cost.amount < 1) {
      throw new Unprocessable('What we paid must be more than zero.', [
        { field: 'body.purchase.cost.amount', message: 'More than zero' },
      ]);
    }
    await repository.recordPurchase(tx, product.id, {
      sourceOrderId: purchase.source_order_id,
      sourceCostAmount: purchase.cost.amount,
      sourceCostCurrency: purchase.cost.currency,
    });
  }

  /**
   * Moves a locked buy product along the state machine (409 when not allowed). What entering
   * the state means — the gate, the timeline entry, the invoice line — runs as its hooks
   * (transitions.ts).
   */
  async function move(
    tx: Transaction,
    product: BuyProductRow,
    to: BuyProductStatus,
    actor: Actor,
    note?: string | null,
    extra: Partial<
      Pick<
        BuyProductRow,
        | 'variations'
        | 'cancelReason'
        | 'receivedAt'
        | 'receivedWeightGrams'
        | 'receivedLengthCm'
        | 'receivedWidthCm'
        | 'receivedHeightCm'
        | 'warehousePhotoIds'
      >
    > = {},
    options: { overrideUnpaidInvoice?: boolean } = {},
  ): Promise<void> {
    // A cancelled or refunded product is charged nothing, whoever moves it there: its lines
    // are cancelled with the move, so the invoice line gives back what was paid for them.
    const variations =
      extra.variations ??
      (NOTHING_CHARGED.includes(to)
        ? product.variations.map((v) => ({ ...v, cancelled: true }))
        : product.variations);
    await buyProductMachine.transition(
      product.status,
      to,
      {
        tx,
        product,
        actor,
        note: note ?? null,
        variations,
        overrideUnpaidInvoice: options.overrideUnpaidInvoice ?? false,
      },
      () => repository.updateProduct(tx, product.id, { status: to, ...extra, variations }),
    );
  }

  /** Settles a pending action once, through the action machine (409 when already resolved). */
  async function resolveAction(
    tx: Transaction,
    action: { id: number; status: BuyActionStatus },
    status: BuyActionStatus,
  ): Promise<void> {
    await buyActionMachine.transition(action.status, status, {}, () =>
      repository.resolveAction(tx, action.id, status),
    );
  }

  /** Records a change that keeps the status (a partial cancel, an accepted price) on the timeline. */
  async function note(tx: Transaction, product: BuyProductRow, actor: Actor, text: string) {
    await repository.insertEvents(tx, [
      {
        buyProductId: product.id,
        fromStatus: product.status,
        toStatus: product.status,
        actor,
        note: text,
      },
    ]);
  }

  async function orderOf(customerId: number, orderId: number) {
    const order = await repository.findOrder(customerId, orderId);
    if (!order) throw new NotFound(`Order ${orderId}`);
    return order;
  }

  return {
    move,
    note,
    resolveAction,

    transaction: repository.transaction,
    productTotal,

    ...placement,

    async order(customerId: number, orderId: number): Promise<z.infer<typeof OrderSchema>> {
      const order = await orderOf(customerId, orderId);
      const products = await repository.productsOfOrder(order.id);
      return { ...toOrderSummary(order, products), buy_products: products.map(toBuyProduct) };
    },

    async list(
      customerId: number,
      filter: { status?: BuyProductStatus; orderId?: number; search?: string },
      page: number,
      perPage: number,
    ) {
      const { rows, total } = await repository.page(
        customerId,
        filter,
        perPage,
        (page - 1) * perPage,
      );
      return {
        data: rows.map(toBuyProduct),
        pagination: { page, per_page: perPage, total },
      };
    },

    async details(
      customerId: number,
      id: number,
    ): Promise<z.infer<typeof BuyProductDetailsSchema>> {
      const product = await repository.findProduct(customerId, id);
      if (!product) throw new NotFound(`Buy product ${id}`);
      const [order, siblings, events, actions] = await Promise.all([
        orderOf(customerId, product.orderId),
        repository.productsOfOrder(product.orderId),
        repository.events(product.id),
        repository.actionsPage(customerId, { status: 'pending', buyProductId: product.id }, 1, 0),
      ]);
      return {
        ...toBuyProduct(product),
        order: toOrderSummary(order, siblings),
        timeline: events.map(toEvent),
        pending_action_id: actions.rows[0]?.id ?? null,
      };
    },

    async timeline(customerId: number, id: number) {
      const product = await repository.findProduct(customerId, id);
      if (!product) throw new NotFound(`Buy product ${id}`);
      return (await repository.events(product.id)).map(toEvent);
    },

    async stat(customerId: number): Promise<z.infer<typeof StatSchema>> {
      const counts = await repository.countsByStatus(customerId);
      const statuses = BUY_PRODUCT_STATUSES.map((status) => ({
        status,
        count: counts.get(status) ?? 0,
      }));
      return { total: statuses.reduce((sum, s) => sum + s.count, 0), statuses };
    },

    /**
     * Products per status (zeros left out), without those shipping home as a parcel of their
     * own: from weighing on, those are followed, and counted, as their parcel.
     */
    async statusCountsOutsideParcels(
      customerId: number,
    ): Promise<Partial<Record<BuyProductStatus, number>>> {
      return Object.fromEntries(await repository.countsByStatusOutsideParcels(customerId));
    },

    /** Spec §5 cancel: the whole product, or some of its variations, while still cancellable. */
    async cancel(customerId: number, id: number, body: CancelBody): Promise<BuyProduct> {
      await repository.transaction(async (tx) => {
        const product = await repository.lockProduct(tx, id, customerId);
        // Someone else's product is unknown, whatever else the body names (charges included).
        if (!product) throw new NotFound(`Buy product ${id}`);
        if (body.charge_ids.length) {
          throw new Unprocessable('There are no cancellable charges on this product.', [
            { field: 'body.charge_ids', message: `Unknown charge ${body.charge_ids.join(', ')}` },
          ]);
        }
        if (!CUSTOMER_CANCELLABLE.includes(product.status)) {
          throw new Conflict(
            `This product is ${product.status.replace(/_/g, ' ')} and can no longer be cancelled.`,
          );
        }
        const partial = body.type === 'variations' && body.variation_ids.length > 0;
        const unknown = body.variation_ids.filter(
          (vid) => !liveVariations(product).some((v) => v.id === vid),
        );
        if (partial && unknown.length) {
          throw new Unprocessable('Some variations cannot be cancelled.', [
            { field: 'body.variation_ids', message: `Unknown variation ${unknown.join(', ')}` },
          ]);
        }
        const variations = product.variations.map((v) =>
          !partial || body.variation_ids.includes(v.id) ? { ...v, cancelled: true } : v,
        );
        const pending = await repository.pendingActionOf(tx, product.id);
        if (pending) await resolveAction(tx, pending, 'cancelled');
        if (variations.every((v) => v.cancelled)) {
          await move(
            tx,
            product,
            'cancelled',
            'customer',
            body.cancel_reason ?? 'Cancelled by you',
            {
              variations,
              cancelReason: body.cancel_reason,
            },
          );
        } else {
          await repository.updateProduct(tx, product.id, { variations });
          const { refunded, paidInFull } = await adjustInvoice(
            tx,
            product,
            variations,
            `Cancelled: ${product.title}`,
          );
          await note(
            tx,
            product,
            'customer',
            withRefund(`Cancelled variations ${body.variation_ids.join(', ')}`, refunded) ?? '',
          );
          if (paidInFull) await buyWaitingProducts(tx, product.orderId);
        }
      });
      const row = await repository.findProduct(customerId, id);
      return toBuyProduct(row as BuyProductRow);
    },

    /**
     * The invoice `invoiceId` was just paid in full (inside the paying transaction): every
     * buy product of its order still waiting for payment is bought next (`purchasing`, actor
     * `system`). Answers how many moved; an invoice of no order moves nothing.
     */
    async invoicePaid(tx: Transaction, invoiceId: number): Promise<number> {
      const order = await repository.orderOfInvoice(tx, invoiceId);
      return order ? buyWaitingProducts(tx, order.id) : 0;
    },

    /**
     * Staff move a product along the state machine (409 for an illegal move, or for buying
     * before the invoice is paid unless `overrideUnpaidInvoice`, which the timeline records).
     */
    async staffTransition(
      id: number,
      to: BuyProductStatus,
      text?: string,
      overrideUnpaidInvoice = false,
      onMoved?: StaffMoveListener,
      purchase?: SourcePurchase,
    ): Promise<BuyProduct> {
      await repository.transaction(async (tx) => {
        const product = await repository.lockProduct(tx, id);
        if (!product) throw new NotFound(`Buy product ${id}`);
        if (purchase) await recordPurchase(tx, product, to, purchase);
        await move(tx, product, to, 'staff', text, {}, { overrideUnpaidInvoice });
        await onMoved?.(tx, {
          customerId: product.customerId,
          number: product.number ?? `BP-${product.id}`,
          status: to,
          note: text,
        });
      });
      return toBuyProduct((await repository.productById(id)) as BuyProductRow);
    },

    /** Staff's view of every customer's products by status, oldest first (work queues). */
    async staffPage(
      filter: { status?: BuyProductStatus; search?: string },
      page: number,
      perPage: number,
    ) {
      const { rows, total } = await repository.staffPage(filter, perPage, (page - 1) * perPage);
      return { data: rows.map(toStaffBuyProduct), pagination: { page, per_page: perPage, total } };
    },

    /** Whose buy product this is (staff receiving it check the photos against them). */
    async customerOfProduct(id: number): Promise<number> {
      const product = await repository.productById(id);
      if (!product) throw new NotFound(`Buy product ${id}`);
      return product.customerId;
    },

    /**
     * The product reached our warehouse abroad: staff record its weight, size and photos,
     * and it moves `shipped_to_warehouse → received_abroad` with the measurement on its
     * timeline (409 from any other state, as the machine says), in the caller's transaction.
     * Answers what the parcel it ships home as needs: its declared value is what the
     * customer paid for it, its route the order's.
     */
    async receiveAtWarehouse(
      tx: Transaction,
      id: number,
      receipt: {
        weightGrams: number;
        lengthCm: number;
        widthCm: number;
        heightCm: number;
        photoIds: number[];
      },
    ) {
      const product = await repository.lockProduct(tx, id);
      if (!product) throw new NotFound(`Buy product ${id}`);
      const kg = receipt.weightGrams / 1000;
      const size = `${receipt.lengthCm}×${receipt.widthCm}×${receipt.heightCm} cm`;
      await move(tx, product, 'received_abroad', 'staff', `Weighed ${kg} kg, ${size}`, {
        receivedAt: new Date(),
        receivedWeightGrams: receipt.weightGrams,
        receivedLengthCm: receipt.lengthCm,
        receivedWidthCm: receipt.widthCm,
        receivedHeightCm: receipt.heightCm,
        warehousePhotoIds: receipt.photoIds,
      });
      const order = (await repository.lockOrder(tx, product.orderId))!;
      const kept = product.variations.filter((v) => !v.cancelled);
      return {
        product: {
          id: product.id,
          number: product.number!,
          customerId: product.customerId,
          title: product.title,
          link: product.sourceUrl,
          quantity: kept.reduce((sum, v) => sum + v.quantity, 0),
          declaredValue: kept.reduce((sum, v) => sum + v.unit_price * v.quantity, 0),
          shippingCategoryId: product.shippingCategoryId ?? order.shipping.shipping_category_id,
          /** What checkout estimated for its shipping, shown beside the final charge. */
          shippingEstimate: product.shippingEstimate,
        },
        route: {
          regionCode: order.regionCode,
          currency: order.currency,
          warehouseId: order.shipping.warehouse_id,
          shippingMethodId: order.shipping.method_id,
          destination: {
            id: order.address.id,
            name: order.address.name,
            phone: order.address.phone,
            lines: formatAddress(order.address.country_code, order.address.fields),
            country_code: order.address.country_code,
          },
        },
      };
    },

    /** The parcel a received product ships home as (set once, in the receiving transaction). */
    async shipsAsParcel(tx: Transaction, id: number, parcel: { id: number; number: string }) {
      await repository.updateProduct(tx, id, { parcelId: parcel.id, parcelNumber: parcel.number });
    },

    /**
     * Its parcel moved: the product follows where the parcel's move means something to it
     * (PARCEL_FOLLOWS), as the system, with the parcel named on its timeline.
     */
    async followParcel(
      tx: Transaction,
      id: number,
      parcel: { number: string; status: ParcelStatus },
    ): Promise<void> {
      const to = PARCEL_FOLLOWS[parcel.status];
      if (!to) return;
      const product = await repository.lockProduct(tx, id);
      if (!product || product.status === to) return;
      await move(tx, product, to, 'system', `${STATUS_NOTES[to] ?? to} (parcel ${parcel.number})`);
    },

    async productView(id: number): Promise<BuyProduct> {
      const row = await repository.productById(id);
      if (!row) throw new NotFound(`Buy product ${id}`);
      return toBuyProduct(row);
    },

    /** The customer's buy products among `ids` that have arrived in their country. */
    async arrivedOf(customerId: number, ids: number[]) {
      const rows = await repository.productsOf(customerId, ids);
      // One shipped as a parcel is delivered as that parcel.
      return rows
        .filter((r) => r.status === 'arrived' && r.parcelId === null)
        .map((r) => ({ id: r.id, title: r.title, weightGrams: r.weightGrams }));
    },

    /**
     * When the customer's buy product was delivered (the move into `delivered` on its
     * timeline), or null while it is not delivered; 404 for another customer's (claims ask).
     */
    async deliveredAt(customerId: number, id: number): Promise<Date | null> {
      const product = await repository.findProduct(customerId, id);
      if (!product) throw new NotFound(`Buy product ${id}`);
      return product.status === 'delivered' ? repository.deliveredAt(product.id) : null;
    },

    /**
     * What a dispute on the customer's buy product needs (404 for another customer's): when
     * it was delivered (null before), how many items it has and what the customer really paid
     * for them (`paidForProduct`: the coupon taken off, nothing of an unpaid invoice).
     */
    async disputable(customerId: number, id: number) {
      const product = await repository.findProduct(customerId, id);
      if (!product) throw new NotFound(`Buy product ${id}`);
      const order = await orderOf(customerId, product.orderId);
      const products = await repository.productsOfOrder(order.id);
      const invoice = order.invoiceId
        ? await deps.invoices.find(customerId, order.invoiceId)
        : null;
      return {
        deliveredAt:
          product.status === 'delivered' ? await repository.deliveredAt(product.id) : null,
        quantity: liveVariations(product).reduce((sum, v) => sum + v.quantity, 0),
        paid: paidForProduct(order, products, product.variations, invoice?.paid.amount ?? 0),
      };
    },

    /** Staff delivered an arrived buy product (a delivery request), inside the caller's tx. */
    async deliver(tx: Transaction, id: number, text: string): Promise<void> {
      const product = await repository.lockProduct(tx, id);
      if (!product) throw new NotFound(`Buy product ${id}`);
      if (product.status !== 'delivered') await move(tx, product, 'delivered', 'staff', text);
    },

    /** Weight and shipping category of buy products travelling together (404 if not theirs). */
    async parcelOf(
      customerId: number,
      ids: number[],
    ): Promise<{ weightGrams: number; shippingCategoryId: number }> {
      const rows = await repository.productsOf(customerId, ids);
      const missing = ids.filter((id) => !rows.some((r) => r.id === id));
      if (missing.length || !rows[0]) throw new NotFound(`Buy product ${missing.join(', ')}`);
      const order = await orderOf(customerId, rows[0].orderId);
      return {
        weightGrams: rows.reduce((sum, r) => sum + r.weightGrams, 0),
        shippingCategoryId: order.shipping.shipping_category_id,
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
