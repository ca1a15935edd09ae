import type { CartItem, Money } from './types.ts';

export interface ShopGroup {
  key: string;
  name: string | null;
  items: CartItem[];
}

/** Cart items grouped by source shop, in the order their first item appears. */
export function groupByShop(items: readonly CartItem[]): ShopGroup[] {
  const groups = new Map<string, ShopGroup>();
  for (const item of items) {
    const key = item.shop ? `${item.source_site}:${item.shop.id}` : `${item.source_site}:-`;
    let group = groups.get(key);
    if (!group) {
      group = { key, name: item.shop?.name ?? null, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/** Sum of the selected, available items; null when nothing is selected. */
export function selectedTotal(items: readonly CartItem[]): { total: Money; pieces: number } | null {
  const chosen = items.filter((item) => item.is_selected && item.available);
  if (chosen.length === 0) return null;
  const currency = chosen[0]!.subtotal.currency;
  let amount = 0;
  let pieces = 0;
  for (const item of chosen) {
    if (item.subtotal.currency !== currency) continue;
    amount += item.subtotal.amount;
    pieces += item.quantity;
  }
  return { total: { amount, currency }, pieces };
}

/** Pieces of every item together: what the header badge shows. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
