import type { Address } from './types.ts';

/** One line for an address: street lines first, then the rest of the fields, then country. */
export function addressLine(address: Pick<Address, 'fields' | 'country_code'>): string {
  const { address_line1, address_line2, ...rest } = address.fields;
  return [address_line1, address_line2, ...Object.values(rest), address.country_code]
    .filter((part) => part && part.trim())
    .join(', ');
}
