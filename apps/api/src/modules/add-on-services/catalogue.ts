/**
 * The one catalogue of add-on services (spec §7 "GET add-on services"): what our warehouse
 * can do to goods waiting there (Ship For Me parcels, Buy-and-Ship and RFQ products) and what
 * may be added to an order. Data, not tables: it changes with a release. Prices are per
 * currency in minor units (an empty list means free); insurance is a share of the goods'
 * value in basis points instead.
 */
export const ADD_ON_SERVICE_USES = ['ship_for_me', 'buy_and_ship', 'rfq'] as const;
export type AddOnServiceUse = (typeof ADD_ON_SERVICE_USES)[number];

const everywhere = ADD_ON_SERVICE_USES;
const orders = ['buy_and_ship', 'rfq'] as const;

/** What staff do to goods in our warehouse; Ship For Me parcels ask for these (issue #14). */
export const WAREHOUSE_SERVICES = [
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

/** Which services each warehouse service is offered to (the rest of a parcel's list). */
const WAREHOUSE_USES: Record<
  (typeof WAREHOUSE_SERVICES)[number]['code'],
  readonly AddOnServiceUse[]
> = {
  extra_photos: everywhere,
  content_check: everywhere,
  repack: everywhere,
  remove_packaging: everywhere,
  extra_protection: everywhere,
  wooden_frame: everywhere,
  express_processing: everywhere,
  split: ['ship_for_me'],
  dispose: ['ship_for_me'],
  report_error: ['ship_for_me'],
};

export interface AddOnService {
  code: string;
  group: string;
  name: string;
  uses: readonly AddOnServiceUse[];
  /** Minor units per currency; empty and no `rate_bps` means free. */
  prices: Readonly<Record<string, number>>;
  /** A share of the goods' declared value, in basis points (insurance). */
  rateBps?: number;
}

/** What an order adds on top of the warehouse's work: inspection and insurance. */
const ORDER_SERVICES: AddOnService[] = [
  {
    code: 'qc_inspection',
    group: 'order',
    name: 'Quality inspection against the quote before shipping',
    uses: orders,
    prices: { BDT: 30_000, INR: 25_000, USD: 400, GBP: 300, AUD: 600, AED: 1_400 },
  },
  {
    code: 'insurance',
    group: 'order',
    name: 'Insurance of the goods’ value in transit',
    uses: everywhere,
    prices: {},
    rateBps: 200,
  },
];

export const ADD_ON_SERVICES: readonly AddOnService[] = [
  ...WAREHOUSE_SERVICES.map((s) => ({ ...s, uses: WAREHOUSE_USES[s.code] })),
  ...ORDER_SERVICES,
];
