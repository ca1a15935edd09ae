import { money, type Money } from '@crossport/money';
import type { z } from 'zod';
import { Conflict, DomainError, NotFound, Unprocessable } from '../../platform/errors.ts';
import { formatAddress } from '../addresses/index.ts';
import type { AddressesService } from '../addresses/index.ts';
import type { CartOwner } from '../cart/index.ts';
import type { CartItem, CartService } from '../cart/index.ts';
import type { DiscountsService } from '../discounts/index.ts';
import type { InvoicesService } from '../invoices/index.ts';
import type { RegionsService } from '../regions/index.ts';
import type { ShippingRatesService } from '../shipping-rates/index.ts';
import type {
  BuyOrderRow,
  BuyProductEventRow,
  BuyProductRow,
  OrdersRepository,
  OrdersTransaction,
} from './repository.ts';
import type {
  BuyProductDetailsSchema,
  BuyProductSchema,
  CancelBody,
  CheckoutBody,
  CheckoutSummarySchema,
  OrderSchema,
  OrderSummarySchema,
  StatSchema,
  TimelineEventSchema,
} from './schemas.ts';
import {
  BUY_PRODUCT_STATUSES,
  canTransition,
  CUSTOMER_CANCELLABLE,
  type Actor,
  type BuyProductStatus,
} from './state-machine.ts';
import { linesTotal, orderTotals, totalChange } from './order-totals.ts';
import type { BuyVariation } from './tables.ts';

type BuyProduct = z.infer<typeof BuyProductSchema>;
type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** The signed-in customer placing or reading orders, in the region they shop in. */
export interface OrderCaller {
  customerId: number;
  identityId: string;
  regionCode: string | null;
}

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
      total: m(v.unit_price * v.quantity),
      cancelled: v.cancelled,
    })),
    quantity: liveVariations(row).reduce((sum, v) => sum + v.quantity, 0),
    weight_grams: row.weightGrams,
    total: m(productTotal(row)),
    cancel_reason: row.cancelReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The order's header; its money is derived from its products' lines, as the invoice's is. */
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

const STATUS_NOTES: Partial<Record<BuyProductStatus, string>> = {
  pending_payment: 'Order placed; waiting for payment',
  purchasing: 'We are buying your product at the source',
  action_needed: 'Something changed at the source: your decision is needed',
  purchased: 'Bought at the source',
  shipped_to_warehouse: 'The seller shipped it to our warehouse',
  received_abroad: 'Received at our warehouse abroad',
  handed_to_international: 'Handed to international shipping',
  arrived: 'Arrived in your country',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export function createOrdersService(deps: {
  repository: OrdersRepository;
  cart: CartService;
  addresses: AddressesService;
  discounts: DiscountsService;
  shipping: ShippingRatesService;
  invoices: InvoicesService;
  regions: RegionsService;
}) {
  const { repository } = deps;

  /** Moves a locked buy product along the state machine (409 when not allowed) and logs it. */
  async function move(
    tx: OrdersTransaction,
    product: BuyProductRow,
    to: BuyProductStatus,
    actor: Actor,
    note?: string | null,
    extra: Partial<Pick<BuyProductRow, 'variations' | 'cancelReason'>> = {},
  ): Promise<void> {
    if (!canTransition(product.status, to)) {
      throw new Conflict(
        `This product is ${product.status.replace(/_/g, ' ')} and cannot become ${to.replace(/_/g, ' ')}.`,
      );
    }
    await repository.updateProduct(tx, product.id, { status: to, ...extra });
    await repository.insertEvents(tx, [
      {
        buyProductId: product.id,
        fromStatus: product.status,
        toStatus: to,
        actor,
        note: note ?? STATUS_NOTES[to] ?? null,
      },
    ]);
  }

  /** Records a change that keeps the status (a partial cancel, an accepted price) on the timeline. */
  async function note(tx: OrdersTransaction, product: BuyProductRow, actor: Actor, text: string) {
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

  /**
   * Adds the invoice adjustment for a product's lines changing from its stored ones to
   * `variations` (negative: money back). The amount is the change of the order total as
   * `orderTotals` derives it, under a lock on the order, so the invoice always equals the
   * order summary.
   */
  async function adjustInvoice(
    tx: OrdersTransaction,
    product: BuyProductRow,
    variations: BuyVariation[],
    description: string,
  ) {
    const order = await repository.lockOrder(tx, product.orderId);
    if (!order?.invoiceId) return;
    const siblings = (await repository.productsOfOrder(order.id, tx)).filter(
      (p) => p.id !== product.id,
    );
    const { amount } = totalChange(order, siblings, product.variations, variations);
    if (amount === 0) return;
    await deps.invoices.adjust(tx, order.invoiceId, {
      kind: 'adjustment',
      description,
      referenceType: 'buy_product',
      referenceId: product.id,
      quantity: 1,
      unitAmount: amount,
      amount,
    });
  }

  async function checkout(caller: OrderCaller, body: CheckoutBody) {
    const region = await deps.regions.currentRegion(caller.regionCode);
    const cartCaller = {
      owner: { customerId: caller.customerId, identityId: caller.identityId },
      regionCode: region.code,
    };
    const [items, address] = await Promise.all([
      deps.cart.selection(cartCaller, body.items),
      deps.addresses.find(caller.customerId, body.shipping_address_id),
    ]);
    if (address.country_code !== region.code) {
      throw new Unprocessable('The delivery address must be in the region you shop in.', [
        {
          field: 'body.shipping_address_id',
          message: `Address is in ${address.country_code}, region is ${region.code}`,
        },
      ]);
    }
    items.forEach((item, index) => {
      if (!item.available) {
        throw new Unprocessable('A product is no longer available.', [
          { field: `body.items.${index}.cart_item_id`, message: 'Product unavailable' },
        ]);
      }
      const short = item.variations.find((v) => v.quantity > v.stock);
      if (short) {
        throw new Unprocessable('Not enough in stock.', [
          {
            field: `body.items.${index}.variation_ids`,
            message: `Only ${short.stock} of ${short.sku_id}`,
          },
        ]);
      }
    });
    const currency = region.currency_code;
    const subtotal = money(
      items.reduce((sum, i) => sum + i.subtotal.amount, 0),
      currency,
    );
    const weight = items.reduce((sum, i) => sum + i.weight_grams, 0);
    const shipping = await deps.shipping.quote({
      regionCode: region.code,
      shippingCategoryId: body.shipping_category_id,
      shippingMethodId: body.shipping_method_id,
      weightGrams: weight,
    });
    return { region, items, address, subtotal, weight, shipping, currency };
  }

  function productValues(caller: OrderCaller, orderId: number, item: CartItem, currency: string) {
    return {
      orderId,
      customerId: caller.customerId,
      productId: item.product_id,
      title: item.title,
      image: item.image,
      sourceSite: item.source_site,
      sourceUrl: item.source_url,
      shopName: item.shop?.name ?? null,
      status: 'pending_payment' as const,
      currency,
      weightGrams: item.weight_grams,
      variations: item.variations.map((v, index): BuyVariation => ({
        id: index + 1,
        sku_id: v.sku_id,
        properties: v.properties,
        quantity: v.quantity,
        unit_price: v.unit_price.amount,
        source_price: v.original_unit_price.amount,
        cancelled: false,
      })),
    };
  }

  async function orderOf(customerId: number, orderId: number) {
    const order = await repository.findOrder(customerId, orderId);
    if (!order) throw new NotFound(`Order ${orderId}`);
    return order;
  }

  return {
    move,
    note,
    adjustInvoice,

    /** The order summary before placing: prices, coupon (or why not), shipping estimate. */
    async preview(
      caller: OrderCaller,
      body: CheckoutBody,
    ): Promise<z.infer<typeof CheckoutSummarySchema>> {
      const { region, items, subtotal, weight, shipping, currency } = await checkout(caller, body);
      let discount: Money = money(0, currency);
      let coupon: { code: string; description: string } | null = null;
      let couponError: { reason: string; message: string } | null = null;
      if (body.coupon_code) {
        try {
          const quote = await deps.discounts.validate(
            caller.customerId,
            region.code,
            body.coupon_code,
            subtotal,
          );
          discount = quote.discount;
          coupon = { code: quote.code, description: quote.description };
        } catch (error) {
          if (!(error instanceof DomainError) || error.status !== 422) throw error;
          couponError = {
            reason: error.details?.[0]?.message ?? 'invalid',
            message: error.message,
          };
        }
      }
      const total = money(subtotal.amount - discount.amount, currency);
      return {
        items: items.map((item) => ({
          cart_item_id: item.id,
          product_id: item.product_id,
          title: item.title,
          image: item.image,
          shop: item.shop,
          variations: item.variations,
          subtotal: item.subtotal,
        })),
        weight_grams: weight,
        subtotal,
        coupon,
        coupon_error: couponError,
        discount,
        total,
        shipping: { method: shipping.method, estimate: shipping.charge },
        grand_total: money(total.amount + shipping.charge.amount, currency),
      };
    },

    /**
     * Places one order from the chosen cart items in one transaction: the order, its buy
     * products and their first timeline event, the coupon redemption, the unpaid invoice for
     * the product cost, and the ordered pieces leaving the cart. Any failure undoes all of it.
     */
    async place(caller: OrderCaller, body: CheckoutBody): Promise<z.infer<typeof OrderSchema>> {
      const { region, items, address, subtotal, shipping, currency } = await checkout(caller, body);
      const owner: CartOwner = { customerId: caller.customerId, identityId: caller.identityId };
      const orderId = await repository.transaction(async (tx) => {
        const order = await repository.insertOrder(tx, {
          customerId: caller.customerId,
          regionCode: region.code,
          currency,
          address: {
            id: address.id,
            country_code: address.country_code,
            name: address.name,
            phone: address.phone,
            fields: address.fields,
          },
          shipping: {
            method_id: shipping.method.id,
            method_code: shipping.method.code,
            method_name: shipping.method.name,
            shipping_category_id: body.shipping_category_id,
            warehouse_id: shipping.warehouseId,
            eta_min_days: shipping.method.eta.min_days,
            eta_max_days: shipping.method.eta.max_days,
          },
          subtotal: subtotal.amount,
          shippingEstimate: shipping.charge.amount,
          note: body.note ?? null,
        });
        const products = await repository.insertProducts(
          tx,
          items.map((item) => productValues(caller, order.id, item, currency)),
        );
        await repository.insertEvents(
          tx,
          products.map((p) => ({
            buyProductId: p.id,
            fromStatus: null,
            toStatus: 'pending_payment' as const,
            actor: 'customer' as const,
            note: STATUS_NOTES.pending_payment,
          })),
        );
        const quote = body.coupon_code
          ? await deps.discounts.redeem(tx, {
              customerId: caller.customerId,
              regionCode: region.code,
              code: body.coupon_code,
              subtotal,
              orderId: order.id,
            })
          : null;
        const invoiceId = await deps.invoices.create(
          tx,
          {
            customerId: caller.customerId,
            subjectType: 'buy_order',
            subjectId: order.id,
            currency,
          },
          [
            ...products.map((p) => ({
              kind: 'product',
              description: p.title,
              referenceType: 'buy_product',
              referenceId: p.id,
              quantity: 1,
              unitAmount: productTotal(p),
              amount: productTotal(p),
            })),
            ...(quote && quote.discount.amount > 0
              ? [
                  {
                    kind: 'discount',
                    description: `Coupon ${quote.code}`,
                    referenceType: 'coupon',
                    referenceId: quote.couponId,
                    quantity: 1,
                    unitAmount: -quote.discount.amount,
                    amount: -quote.discount.amount,
                  },
                ]
              : []),
          ],
        );
        await repository.updateOrder(tx, order.id, {
          invoiceId,
          couponCode: quote?.code ?? null,
          discount: quote?.discount.amount ?? 0,
        });
        const removed = await deps.cart.removeOrdered(
          tx,
          owner,
          items.flatMap((item) =>
            item.variations.map((v) => ({
              cartItemId: item.id,
              skuId: v.sku_id,
              quantity: v.quantity,
            })),
          ),
        );
        if (!removed) {
          throw new Conflict('Your cart changed while ordering. Please review it and try again.');
        }
        return order.id;
      });
      return this.order(caller.customerId, orderId);
    },

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

    /** Spec §5 cancel: the whole product, or some of its variations, while still cancellable. */
    async cancel(customerId: number, id: number, body: CancelBody): Promise<BuyProduct> {
      if (body.charge_ids.length) {
        throw new Unprocessable('There are no cancellable charges on this product.', [
          { field: 'body.charge_ids', message: `Unknown charge ${body.charge_ids.join(', ')}` },
        ]);
      }
      await repository.transaction(async (tx) => {
        const product = await repository.lockProduct(tx, id, customerId);
        if (!product) throw new NotFound(`Buy product ${id}`);
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
        if (pending) await repository.resolveAction(tx, pending.id, 'cancelled');
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
          await note(
            tx,
            product,
            'customer',
            `Cancelled variations ${body.variation_ids.join(', ')}`,
          );
        }
        await adjustInvoice(tx, product, variations, `Cancelled: ${product.title}`);
      });
      const row = await repository.findProduct(customerId, id);
      return toBuyProduct(row as BuyProductRow);
    },

    /** Puts products of a past order back into the cart (live variations, same quantities). */
    async clone(
      caller: OrderCaller,
      orderId: number,
      productIds: number[],
    ): Promise<{ cart_item_ids: number[] }> {
      const order = await orderOf(caller.customerId, orderId);
      const products = await repository.productsOfOrder(order.id);
      const unknown = productIds.filter((id) => !products.some((p) => p.id === id));
      if (unknown.length) {
        throw new Unprocessable('Some products are not in this order.', [
          { field: 'body.product_ids', message: `Unknown buy product ${unknown.join(', ')}` },
        ]);
      }
      const chosen = productIds.length
        ? products.filter((p) => productIds.includes(p.id))
        : products;
      const cartCaller = {
        owner: { customerId: caller.customerId, identityId: caller.identityId },
        regionCode: caller.regionCode,
      };
      const ids: number[] = [];
      for (const product of chosen) {
        const lines = liveVariations(product).map((v) => ({
          skuId: v.sku_id,
          quantity: v.quantity,
        }));
        const itemId = await deps.cart.addBack(cartCaller, product.productId, lines);
        if (itemId !== null) ids.push(itemId);
      }
      return { cart_item_ids: [...new Set(ids)] };
    },

    /** Staff move a product along the state machine (409 for an illegal move). */
    async staffTransition(id: number, to: BuyProductStatus, text?: string): Promise<BuyProduct> {
      await repository.transaction(async (tx) => {
        const product = await repository.lockProduct(tx, id);
        if (!product) throw new NotFound(`Buy product ${id}`);
        await move(tx, product, to, 'staff', text);
      });
      return toBuyProduct((await repository.productById(id)) as BuyProductRow);
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
