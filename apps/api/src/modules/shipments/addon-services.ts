import { PACKING_SERVICES, type AddOnServiceTerms } from '../add-on-services/index.ts';

/**
 * What a customer may ask us to do to a product of a Ship For Me request besides shipping it
 * (extra packing, photos, a wooden crate): the packing part of the one add-on services
 * catalogue. Their names and prices per currency are operators' data, read for each request
 * and charged on the shipping invoice raised when staff weigh the parcel.
 */
export type AddonServiceCode = (typeof PACKING_SERVICES)[number]['code'];
export const ADDON_SERVICE_CODES = PACKING_SERVICES.map((s) => s.code) as [
  AddonServiceCode,
  ...AddonServiceCode[],
];

/** Reads the operators' terms of the add-on services (the add-on services module). */
export type AddOnTerms = () => Promise<readonly AddOnServiceTerms[]>;

/** An add-on's name and price in a currency; price null where it is not offered (or off). */
export function addonOffer(
  terms: readonly AddOnServiceTerms[],
  code: string,
  currency: string,
): { name: string; price: number | null } {
  const service = terms.find((s) => s.code === code);
  return {
    name: service?.name ?? code,
    price: service?.active ? (service.prices[currency] ?? null) : null,
  };
}
