/** A warehouse's address as every page prints it (Ship For Me, Contact us). */
export interface WarehouseAddressParts {
  line1: string;
  line2: string | null;
  district: string;
  city: string;
  province: string;
  post_code: string;
  country_code: string;
}

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
