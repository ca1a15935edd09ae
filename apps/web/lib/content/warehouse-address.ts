import type { Schemas } from '@crossport/api-client';

/** The parts of a warehouse's address every page prints (Ship For Me, Contact us). */
export type WarehouseAddressParts = Schemas['Warehouse']['address'];

/** One line each, as a courier form wants it; empty parts left out. */
export function warehouseAddressLines(address: WarehouseAddressParts): string[] {
  return [
    address.line1,
    address.line2 ?? '',
    [address.district, address.city].filter(Boolean).join(', '),
    [address.province, address.post_code].filter(Boolean).join(' '),
    address.country_code,
  ].filter(Boolean);
}
