import type { ShipmentStatus } from './state-machine.ts';

/**
 * What a customer may ask our warehouse to do to a parcel waiting there (issue #14): the
 * arrival check (more photos, a content check), special requests (repack, remove the shoe
 * box, more protection, a wooden frame, express processing, disposal) and reporting a wrong
 * measurement. Prices are per currency in minor units; an empty price list means free. Data,
 * not tables, like the add-ons: they change with a release.
 */
export const PARCEL_SERVICES = [
  {
    code: 'extra_photos',
    group: 'arrival_check',
    name: 'Extra photos of the contents',
    prices: { BDT: 5_000, INR: 4_000, USD: 50, GBP: 40, AUD: 80, AED: 200 },
  },
  {
    code: 'content_check',
    group: 'arrival_check',
    name: 'Content check against your order',
    prices: { BDT: 15_000, INR: 12_000, USD: 200, GBP: 150, AUD: 300, AED: 700 },
  },
  {
    code: 'repack',
    group: 'special',
    name: 'Repack into a smaller box',
    prices: { BDT: 10_000, INR: 8_000, USD: 150, GBP: 120, AUD: 200, AED: 500 },
  },
  {
    code: 'remove_packaging',
    group: 'special',
    name: 'Remove shoe boxes and original packaging',
    prices: { BDT: 5_000, INR: 4_000, USD: 100, GBP: 80, AUD: 150, AED: 350 },
  },
  {
    code: 'extra_protection',
    group: 'special',
    name: 'Extra protection: bubble wrap and corner guards',
    prices: { BDT: 15_000, INR: 12_000, USD: 200, GBP: 150, AUD: 300, AED: 700 },
  },
  {
    code: 'wooden_frame',
    group: 'special',
    name: 'Wooden frame for fragile goods',
    prices: { BDT: 50_000, INR: 40_000, USD: 600, GBP: 500, AUD: 900, AED: 2_200 },
  },
  {
    code: 'express_processing',
    group: 'special',
    name: 'Express processing: handled the same day',
    prices: { BDT: 20_000, INR: 15_000, USD: 300, GBP: 250, AUD: 450, AED: 1_100 },
  },
  {
    code: 'split',
    group: 'special',
    name: 'Split into several parcels',
    prices: { BDT: 10_000, INR: 8_000, USD: 150, GBP: 120, AUD: 200, AED: 500 },
  },
  { code: 'dispose', group: 'special', name: 'Dispose of this parcel', prices: {} },
  { code: 'report_error', group: 'report', name: 'A measurement looks wrong', prices: {} },
] as const;

export type ParcelServiceCode = (typeof PARCEL_SERVICES)[number]['code'];
export const PARCEL_SERVICE_CODES = PARCEL_SERVICES.map((s) => s.code) as [
  ParcelServiceCode,
  ...ParcelServiceCode[],
];

/** A parcel must be lying in our warehouse (received, not yet shipping) for any of these. */
export const IN_WAREHOUSE: readonly ShipmentStatus[] = [
  'received_at_warehouse',
  'invoiced',
  'paid',
];

export function parcelService(code: string) {
  return PARCEL_SERVICES.find((s) => s.code === code);
}

/** The price of a service in a currency: 0 when free, null when not offered there. */
export function parcelServicePrice(code: string, currency: string): number | null {
  const service = parcelService(code);
  if (!service) return null;
  if (Object.keys(service.prices).length === 0) return 0;
  return (service.prices as Record<string, number>)[currency] ?? null;
}
