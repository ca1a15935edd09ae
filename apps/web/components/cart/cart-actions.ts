import type { CartItem } from '../../lib/cart/types.ts';

/** What a cart row may ask the cart to do; the cart runs the writes and refreshes. */
export interface CartActions {
  /** A write is under way: every control waits for it. */
  busy: boolean;
  select: (items: CartItem[], selected: boolean) => void;
  remove: (itemId: number) => void;
  setQuantity: (itemId: number, variationId: number, quantity: number) => void;
  removeVariation: (itemId: number, variationId: number) => void;
}
