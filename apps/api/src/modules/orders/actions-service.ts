import { formatMoney, money, type Money } from '@crossport/money';
import type { z } from 'zod';
import { crashPoint } from '../../platform/crash-points.ts';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import type { BuyActionRow, BuyProductRow, OrdersRepository } from './repository.ts';
import type { BuyActionSchema, CreateActionBody, PerformBody } from './schemas.ts';
import { linesTotal, orderTotals } from './order-totals.ts';
import {
  liveVariations,
  productTotal,
  toBuyProduct,
  type OrdersService,
  type StaffMoveListener,
} from './service.ts';
import { canTransition } from './state-machine.ts';
import type { BuyActionProposal, BuyActionStatus, BuyVariation } from './tables.ts';

type BuyAction = z.infer<typeof BuyActionSchema>;

function toAction(row: BuyActionRow, currency: string, orderTotalAfter: Money | null): BuyAction {
  const m = (amount: number | undefined) => (amount === undefined ? null : money(amount, currency));
  return {
    id: row.id,
    buy_product_id: row.buyProductId,
    kind: row.kind,
    status: row.status,
    message: row.message,
    proposal: {
      variations: row.proposal.variations.map((v) => ({
        sku_id: v.sku_id,
        unit_price: m(v.unit_price),
        available_quantity: v.available_quantity ?? null,
        previous_unit_price: m(v.previous_unit_price),
        previous_quantity: v.previous_quantity ?? null,
      })),
      alternatives: row.proposal.alternatives.map((a) => ({
        sku_id: a.sku_id,
        description: a.description,
        unit_price: money(a.unit_price, currency),
      })),
    },
    total_before: m(row.proposal.product_total_before),
    total_after: m(row.proposal.product_total_after),
    order_total_after: orderTotalAfter,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

/** "BDT 872.95 → BDT 949.18": the product total before and after, for the timeline. */
function totalsNote(product: BuyProductRow, variations: BuyVariation[]): string {
  const show = (value: Money) => formatMoney(value, 'en');
  return `${show(linesTotal(product.variations, product.currency))} → ${show(linesTotal(variations, product.currency))}`;
}

/** The proposal as stored: each change with the price and quantity it replaces, and totals. */
function recordedProposal(
  product: BuyProductRow,
  kind: BuyActionRow['kind'],
  proposal: CreateActionBody['proposal'],
): BuyActionProposal {
  const variations = proposal.variations.map((change) => {
    const current = liveVariations(product).find((v) => v.sku_id === change.sku_id);
    return {
      ...change,
      previous_unit_price: current?.unit_price,
      previous_quantity: current?.quantity,
    };
  });
  const after = acceptedVariations(product, { kind, proposal: { ...proposal, variations } });
  return {
    ...proposal,
    variations,
    product_total_before: productTotal(product),
    product_total_after: linesTotal(after, product.currency).amount,
  };
}

/** The variations after the customer accepts a proposal: new prices, fewer pieces. */
export function acceptedVariations(
  product: BuyProductRow,
  action: Pick<BuyActionRow, 'kind' | 'proposal'>,
): BuyVariation[] {
  return product.variations.map((variation) => {
    const change = action.proposal.variations.find((c) => c.sku_id === variation.sku_id);
    if (!change || variation.cancelled) return variation;
    const quantity =
      change.available_quantity === undefined
        ? variation.quantity
        : Math.min(variation.quantity, change.available_quantity);
    return {
      ...variation,
      unit_price: change.unit_price ?? variation.unit_price,
      quantity: quantity > 0 ? quantity : variation.quantity,
      cancelled: quantity === 0 || (action.kind === 'out_of_stock' && !change.available_quantity),
    };
  });
}

/** "Action needed": staff raise a decision, the customer performs it or asks for a refund. */
export function createBuyActionsService(deps: {
  repository: OrdersRepository;
  orders: OrdersService;
}) {
  const { repository, orders } = deps;

  /** The action as the customer sees it; a pending one with the order total it would make. */
  async function view(row: BuyActionRow, known?: BuyProductRow): Promise<BuyAction> {
    const product = known ?? (await repository.productById(row.buyProductId));
    if (!product) throw new NotFound(`Action ${row.id}`);
    if (row.status !== 'pending') return toAction(row, product.currency, null);
    const [order, products] = await Promise.all([
      repository.findOrder(product.customerId, product.orderId),
      repository.productsOfOrder(product.orderId),
    ]);
    const lines = products.map((p) =>
      p.id === product.id ? { variations: acceptedVariations(product, row) } : p,
    );
    return toAction(row, product.currency, order ? orderTotals(order, lines).total : null);
  }

  async function pendingFor(
    customerId: number,
    id: number,
    tx: Parameters<Parameters<OrdersRepository['transaction']>[0]>[0],
  ) {
    const action = await repository.lockAction(tx, customerId, id);
    if (!action) throw new NotFound(`Action ${id}`);
    if (action.status !== 'pending') {
      throw new Conflict(`This action was already resolved (${action.status.replace(/_/g, ' ')}).`);
    }
    const product = await repository.lockProduct(tx, action.buyProductId, customerId);
    if (!product) throw new NotFound(`Buy product ${action.buyProductId}`);
    return { action, product };
  }

  async function result(customerId: number, actionId: number) {
    const action = await repository.findAction(customerId, actionId);
    const product = action ? await repository.productById(action.buyProductId) : undefined;
    if (!action || !product) throw new NotFound(`Action ${actionId}`);
    return { action: await view(action, product), buy_product: toBuyProduct(product) };
  }

  return {
    /** Staff: raise an action on a product being bought; it waits for the customer. */
    async create(body: CreateActionBody, onRaised?: StaffMoveListener): Promise<BuyAction> {
      const row = await repository.transaction(async (tx) => {
        const product = await repository.lockProduct(tx, body.buy_product_id);
        if (!product) throw new NotFound(`Buy product ${body.buy_product_id}`);
        if (!canTransition(product.status, 'action_needed')) {
          throw new Conflict(
            `No action can be raised on a product that is ${product.status.replace(/_/g, ' ')}.`,
          );
        }
        const live = liveVariations(product);
        const problems = body.proposal.variations.flatMap((v, index) =>
          live.some((l) => l.sku_id === v.sku_id)
            ? []
            : [
                {
                  field: `body.proposal.variations.${index}.sku_id`,
                  message: `Not in the product`,
                },
              ],
        );
        if (problems.length) throw new Invalid('The proposal names unknown SKUs.', problems);
        const action = await repository.insertAction(tx, {
          buyProductId: product.id,
          customerId: product.customerId,
          kind: body.kind,
          message: body.message,
          proposal: recordedProposal(product, body.kind, body.proposal),
          resumeStatus: product.status,
        });
        await orders.move(tx, product, 'action_needed', 'staff', body.message);
        await onRaised?.(tx, {
          customerId: product.customerId,
          number: product.number ?? `BP-${product.id}`,
          status: 'action_needed',
          note: body.message,
        });
        return action;
      });
      return view(row);
    },

    async list(
      customerId: number,
      filter: { status?: BuyActionStatus; buyProductId?: number },
      page: number,
      perPage: number,
    ) {
      const { rows, total } = await repository.actionsPage(
        customerId,
        filter,
        perPage,
        (page - 1) * perPage,
      );
      const data = await Promise.all(rows.map((r) => view(r)));
      return { data, pagination: { page, per_page: perPage, total } };
    },

    async find(customerId: number, id: number): Promise<BuyAction> {
      const row = await repository.findAction(customerId, id);
      if (!row) throw new NotFound(`Action ${id}`);
      return view(row);
    },

    async perform(customerId: number, id: number, body: PerformBody) {
      await repository.transaction(async (tx) => {
        const { action, product } = await pendingFor(customerId, id, tx);
        if (body.decision === 'cancel_item') {
          const variations = product.variations.map((v) => ({ ...v, cancelled: true }));
          await orders.move(tx, product, 'cancelled', 'customer', 'You cancelled the product', {
            variations,
            cancelReason: action.message,
          });
          await orders.resolveAction(tx, action, 'cancelled');
          return;
        }
        let variations: BuyVariation[];
        let status: BuyActionStatus;
        let text: string;
        if (body.decision === 'choose_alternative') {
          const alternative = action.proposal.alternatives.find(
            (a) => a.sku_id === body.alternative_sku_id,
          );
          if (!alternative) {
            throw new Invalid('Choose one of the proposed alternatives.', [
              {
                field: 'body.alternative_sku_id',
                message: `Use one of ${action.proposal.alternatives.map((a) => a.sku_id).join(', ') || '(none offered)'}`,
              },
            ]);
          }
          const replaced =
            action.proposal.variations[0]?.sku_id ?? liveVariations(product)[0]?.sku_id;
          variations = product.variations.map((v) =>
            v.sku_id === replaced && !v.cancelled
              ? {
                  ...v,
                  sku_id: alternative.sku_id,
                  unit_price: alternative.unit_price,
                  properties: [{ name: 'Alternative', value: alternative.description }],
                }
              : v,
          );
          status = 'alternative_chosen';
          text = `You chose the alternative: ${alternative.description}`;
        } else {
          variations = acceptedVariations(product, action);
          status = 'accepted';
          text = `You accepted: ${action.message}`;
        }
        text += ` (${totalsNote(product, variations)})`;
        const to = variations.every((v) => v.cancelled) ? 'cancelled' : action.resumeStatus;
        await orders.move(tx, product, to, 'customer', text, { variations });
        await orders.resolveAction(tx, action, status);
      });
      return result(customerId, id);
    },

    /** The customer would rather have the money back: the product is refunded. */
    async refund(customerId: number, id: number, reason: string | null) {
      await repository.transaction(async (tx) => {
        const { action, product } = await pendingFor(customerId, id, tx);
        const variations = product.variations.map((v) => ({ ...v, cancelled: true }));
        await orders.move(tx, product, 'refunded', 'customer', reason ?? 'You asked for a refund', {
          variations,
          cancelReason: reason,
        });
        crashPoint('refund-after-adjust');
        await orders.resolveAction(tx, action, 'refund_requested');
      });
      return result(customerId, id);
    },
  };
}

export type BuyActionsService = ReturnType<typeof createBuyActionsService>;
