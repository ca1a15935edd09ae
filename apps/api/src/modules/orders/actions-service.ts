import { money } from '@crossport/money';
import type { z } from 'zod';
import { Conflict, Invalid, NotFound } from '../../platform/errors.ts';
import type { BuyActionRow, BuyProductRow, OrdersRepository } from './repository.ts';
import type { BuyActionSchema, CreateActionBody, PerformBody } from './schemas.ts';
import { liveVariations, toBuyProduct, type OrdersService } from './service.ts';
import { canTransition } from './state-machine.ts';
import type { BuyActionStatus, BuyVariation } from './tables.ts';

type BuyAction = z.infer<typeof BuyActionSchema>;

function toAction(row: BuyActionRow, currency: string): BuyAction {
  return {
    id: row.id,
    buy_product_id: row.buyProductId,
    kind: row.kind,
    status: row.status,
    message: row.message,
    proposal: {
      variations: row.proposal.variations.map((v) => ({
        sku_id: v.sku_id,
        unit_price: v.unit_price === undefined ? null : money(v.unit_price, currency),
        available_quantity: v.available_quantity ?? null,
      })),
      alternatives: row.proposal.alternatives.map((a) => ({
        sku_id: a.sku_id,
        description: a.description,
        unit_price: money(a.unit_price, currency),
      })),
    },
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

/** The variations after the customer accepts a proposal: new prices, fewer pieces. */
export function acceptedVariations(product: BuyProductRow, action: BuyActionRow): BuyVariation[] {
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

  async function currencyOf(row: BuyActionRow): Promise<string> {
    return (await repository.productById(row.buyProductId))?.currency ?? 'CNY';
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
    return { action: toAction(action, product.currency), buy_product: toBuyProduct(product) };
  }

  return {
    /** Staff: raise an action on a product being bought; it waits for the customer. */
    async create(body: CreateActionBody): Promise<BuyAction> {
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
          proposal: body.proposal,
          resumeStatus: product.status,
        });
        await orders.move(tx, product, 'action_needed', 'staff', body.message);
        return { action, currency: product.currency };
      });
      return toAction(row.action, row.currency);
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
      const data = await Promise.all(rows.map(async (r) => toAction(r, await currencyOf(r))));
      return { data, pagination: { page, per_page: perPage, total } };
    },

    async find(customerId: number, id: number): Promise<BuyAction> {
      const row = await repository.findAction(customerId, id);
      if (!row) throw new NotFound(`Action ${id}`);
      return toAction(row, await currencyOf(row));
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
        await orders.move(tx, product, 'refunded', 'customer', reason ?? 'You asked for a refund', {
          variations: product.variations.map((v) => ({ ...v, cancelled: true })),
          cancelReason: reason,
        });
        await orders.resolveAction(tx, action, 'refund_requested');
      });
      return result(customerId, id);
    },
  };
}

export type BuyActionsService = ReturnType<typeof createBuyActionsService>;
