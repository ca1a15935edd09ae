import { createStep, createWorkflow } from './runner.ts';
import type { WorkflowServices } from './services.ts';

export interface BuyAgainInput {
  caller: { customerId: number; identityId: string; regionCode: string | null };
  orderId: number;
  productIds: number[];
}

interface PutBack {
  cartItemId: number | null;
  lines: { skuId: string; quantity: number }[];
}

/**
 * Puts products of a past order back into the cart (their live variations, same quantities).
 * Each product goes into the cart on its own, outside any shared transaction, so a product
 * that can no longer be bought takes back the pieces already added for the others.
 */
export function buyAgainWorkflow(services: WorkflowServices) {
  const { orders, cart } = services;

  const readOrderedLines = createStep('read-ordered-lines', async (input: BuyAgainInput) =>
    orders.liveLinesOf(input.caller.customerId, input.orderId, input.productIds),
  );

  const addToCart = createStep(
    'add-product-to-cart',
    async (input: {
      caller: BuyAgainInput['caller'];
      productId: number;
      lines: { skuId: string; quantity: number }[];
    }): Promise<PutBack> => {
      const cartItemId = await cart.addBack(
        {
          owner: { customerId: input.caller.customerId, identityId: input.caller.identityId },
          regionCode: input.caller.regionCode,
        },
        input.productId,
        input.lines,
      );
      return { cartItemId, lines: input.lines };
    },
    async (added, input) => {
      const { cartItemId } = added;
      if (cartItemId === null) return;
      await orders.transaction((tx) =>
        cart.removeOrdered(
          tx,
          { customerId: input.caller.customerId, identityId: input.caller.identityId },
          added.lines.map((l) => ({ cartItemId, skuId: l.skuId, quantity: l.quantity })),
        ),
      );
    },
  );

  return createWorkflow(
    'buy-again',
    async (input: BuyAgainInput, run): Promise<{ cart_item_ids: number[] }> => {
      const products = await run(readOrderedLines, input);
      const ids: number[] = [];
      for (const product of products) {
        const { cartItemId } = await run(addToCart, { caller: input.caller, ...product });
        if (cartItemId !== null) ids.push(cartItemId);
      }
      return { cart_item_ids: [...new Set(ids)] };
    },
  );
}
