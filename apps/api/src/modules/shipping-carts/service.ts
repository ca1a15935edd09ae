import { money } from '@crossport/money';
import type { z } from 'zod';
import { Conflict, NotFound } from '../../platform/errors.ts';
import type {
  CartItemFields,
  ShippingCartItemRow,
  ShippingCartRow,
  ShippingCartsRepository,
} from './repository.ts';
import { MAX_CART_ITEMS, type ShippingCartItemBody, type ShippingCartSchema } from './schemas.ts';

export type ShippingCart = z.infer<typeof ShippingCartSchema>;

function toCart(cart: ShippingCartRow, items: ShippingCartItemRow[]): ShippingCart {
  return {
    id: cart.id,
    region_code: cart.regionCode,
    currency: cart.currency,
    items: items.map((item) => ({
      id: item.id,
      title: item.title,
      link: item.link,
      image_ids: item.imageIds,
      quantity: item.quantity,
      declared_value: money(item.declaredValue, cart.currency),
      shipping_category_id: item.shippingCategoryId,
      hs_code: item.hsCode,
      tracking_id: item.trackingId,
      created_at: item.createdAt.toISOString(),
      updated_at: item.updatedAt.toISOString(),
    })),
    max_items: MAX_CART_ITEMS,
  };
}

const fields = (body: ShippingCartItemBody): CartItemFields => ({
  title: body.title,
  link: body.link ?? null,
  imageIds: body.image_ids,
  quantity: body.quantity,
  declaredValue: body.declared_value,
  shippingCategoryId: body.shipping_category_id,
  hsCode: body.hs_code ?? null,
  trackingId: body.tracking_id ?? null,
});

export function createShippingCartsService(repository: ShippingCartsRepository) {
  async function view(cartId: number): Promise<ShippingCart> {
    const cart = await repository.find(cartId);
    if (!cart) throw new NotFound(`Shipping cart ${cartId}`);
    return toCart(cart, await repository.items(cartId));
  }

  /** Runs `work` on the customer's locked cart (404 for someone else's) and answers it. */
  async function change(
    customerId: number,
    cartId: number,
    work: (
      tx: Parameters<Parameters<ShippingCartsRepository['transaction']>[0]>[0],
    ) => Promise<void>,
  ): Promise<ShippingCart> {
    await repository.transaction(async (tx) => {
      if (!(await repository.lockOwned(tx, customerId, cartId))) {
        throw new NotFound(`Shipping cart ${cartId}`);
      }
      await work(tx);
    });
    return view(cartId);
  }

  async function roomFor(tx: Parameters<typeof repository.count>[0], cartId: number) {
    if ((await repository.count(tx, cartId)) >= MAX_CART_ITEMS) {
      throw new Conflict(`A shipping cart holds at most ${MAX_CART_ITEMS} products.`);
    }
  }

  return {
    forgetCustomer: repository.forgetCustomer,
    async cart(customerId: number, regionCode: string, currency: string): Promise<ShippingCart> {
      const cart = await repository.ensure(customerId, regionCode, currency);
      return toCart(cart, await repository.items(cart.id));
    },

    add(customerId: number, cartId: number, body: ShippingCartItemBody) {
      return change(customerId, cartId, async (tx) => {
        await roomFor(tx, cartId);
        await repository.insertItem(tx, cartId, fields(body));
      });
    },

    update(customerId: number, cartId: number, itemId: number, body: ShippingCartItemBody) {
      return change(customerId, cartId, async (tx) => {
        if (!(await repository.updateItem(tx, cartId, itemId, fields(body)))) {
          throw new NotFound(`Cart item ${itemId}`);
        }
      });
    },

    clone(customerId: number, cartId: number, itemId: number) {
      return change(customerId, cartId, async (tx) => {
        const item = await repository.item(tx, cartId, itemId);
        if (!item) throw new NotFound(`Cart item ${itemId}`);
        await roomFor(tx, cartId);
        await repository.insertItem(tx, cartId, {
          title: item.title,
          link: item.link,
          imageIds: item.imageIds,
          quantity: item.quantity,
          declaredValue: item.declaredValue,
          shippingCategoryId: item.shippingCategoryId,
          hsCode: item.hsCode,
          trackingId: item.trackingId,
        });
      });
    },

    async remove(customerId: number, itemId: number): Promise<ShippingCart> {
      const cartId = await repository.cartOfOwnedItem(customerId, itemId);
      if (cartId === undefined) throw new NotFound(`Cart item ${itemId}`);
      return change(customerId, cartId, (tx) => repository.deleteItem(tx, cartId, itemId));
    },
  };
}

export type ShippingCartsService = ReturnType<typeof createShippingCartsService>;
