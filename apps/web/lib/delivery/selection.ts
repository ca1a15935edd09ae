/** Which arrived items the create-delivery-request page starts with ticked. */

export const itemKey = (item: { type: string; id: number }) => `${item.type}:${item.id}`;

/** `?items=shipment_product:12,buy_product:7` → the keys to preselect. */
export function preselected(query: string | undefined): string[] {
  return (query ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^(shipment_product|buy_product):\d{1,15}$/.test(part));
}
