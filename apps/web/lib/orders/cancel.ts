import type { CancelBuyProductBody } from '../cart/types.ts';
import { liveVariations } from './variations.ts';

/** The part of a buy product these rules read. */
interface Ordered {
  variations: { id: number; cancelled: boolean }[];
}

/**
 * What the cancel dialog sends: the whole product, or only the chosen variations. Choosing
 * every live variation is the same as cancelling the product, so it is sent as one. Choosing
 * none is nothing to send (null): the API reads an empty `variation_ids` as the whole product.
 */
export function cancelRequest(
  product: Ordered,
  choice: { whole: boolean; variationIds: readonly number[]; reason: string },
): CancelBuyProductBody | null {
  const live = liveVariations(product.variations).map((variation) => variation.id);
  const chosen = live.filter((id) => choice.variationIds.includes(id));
  if (!choice.whole && chosen.length === 0) return null;
  const whole = choice.whole || chosen.length === live.length;
  return {
    type: whole ? 'product' : 'variations',
    variation_ids: whole ? [] : chosen,
    charge_ids: [],
    cancel_reason: choice.reason.trim() || null,
  };
}

/** Buy again puts the live variations back into the cart; with none left there is nothing to add. */
export function canBuyAgain(product: Ordered): boolean {
  return liveVariations(product.variations).length > 0;
}
