/**
 * What a customer may ask us to do to a parcel besides shipping it, with a fixed price per
 * region currency (minor units). Data, not tables: three services that change with a release.
 * The prices are charged on the shipping invoice raised when staff weigh the parcel.
 */
export const ADDON_SERVICES = [
  {
    code: 'extra_packing',
    name: 'Extra packing: bubble wrap and a stronger box',
    prices: { BDT: 15_000, INR: 12_000, USD: 200, GBP: 150, AUD: 300, AED: 700 },
  },
  {
    code: 'photo_check',
    name: 'Photos of the contents before shipping',
    prices: { BDT: 10_000, INR: 8_000, USD: 100, GBP: 100, AUD: 150, AED: 400 },
  },
  {
    code: 'wooden_crate',
    name: 'Wooden crate for fragile goods',
    prices: { BDT: 50_000, INR: 40_000, USD: 600, GBP: 500, AUD: 900, AED: 2_200 },
  },
] as const;

export type AddonServiceCode = (typeof ADDON_SERVICES)[number]['code'];
export const ADDON_SERVICE_CODES = ADDON_SERVICES.map((s) => s.code) as [
  AddonServiceCode,
  ...AddonServiceCode[],
];

/** The price of an add-on in a currency, or null where we do not offer it. */
export function addonPrice(code: string, currency: string): number | null {
  const service = ADDON_SERVICES.find((s) => s.code === code);
  return (service?.prices as Record<string, number> | undefined)?.[currency] ?? null;
}
