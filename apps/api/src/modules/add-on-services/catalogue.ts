/**
 * The add-on services we know how to do (spec §7 "GET add-on services"): what our warehouse
 * can do to goods waiting there (Ship For Me parcels, Buy-and-Ship and RFQ products) and what
 * may be added to an order. Code, because behaviour hangs on them: each code, its group and
 * who may ask for it. What an operator sets — the name, whether it is offered, the price per
 * currency and insurance's rate — is data in the `add_on_services` tables (docs/rfq.md, "Add-on services").
 */
export const ADD_ON_SERVICE_USES = ['ship_for_me', 'buy_and_ship', 'rfq'] as const;
export type AddOnServiceUse = (typeof ADD_ON_SERVICE_USES)[number];

const everywhere = ADD_ON_SERVICE_USES;
const orders = ['buy_and_ship', 'rfq'] as const;

/** What staff do to goods in our warehouse; Ship For Me parcels ask for these (issue #14). */
export const WAREHOUSE_SERVICES = [
  { code: 'extra_photos', group: 'arrival_check', uses: everywhere },
  { code: 'content_check', group: 'arrival_check', uses: everywhere },
  { code: 'repack', group: 'special', uses: everywhere },
  { code: 'remove_packaging', group: 'special', uses: everywhere },
  { code: 'extra_protection', group: 'special', uses: everywhere },
  { code: 'wooden_frame', group: 'special', uses: everywhere },
  { code: 'express_processing', group: 'special', uses: everywhere },
  { code: 'split', group: 'special', uses: ['ship_for_me'] },
  { code: 'dispose', group: 'special', uses: ['ship_for_me'] },
  { code: 'report_error', group: 'report', uses: ['ship_for_me'] },
] as const;

/** What a Ship For Me product asks for when it is requested, charged when it is weighed. */
export const PACKING_SERVICES = [
  { code: 'extra_packing', group: 'packing', uses: ['ship_for_me'] },
  { code: 'photo_check', group: 'packing', uses: ['ship_for_me'] },
  { code: 'wooden_crate', group: 'packing', uses: ['ship_for_me'] },
] as const;

/** What an order adds on top of the warehouse's work: inspection and insurance. */
const ORDER_SERVICES = [
  { code: 'qc_inspection', group: 'order', uses: orders },
  { code: 'insurance', group: 'order', uses: everywhere },
] as const;

export const ADD_ON_SERVICES = [...WAREHOUSE_SERVICES, ...PACKING_SERVICES, ...ORDER_SERVICES];
export type AddOnServiceCode = (typeof ADD_ON_SERVICES)[number]['code'];
export const ADD_ON_SERVICE_CODES = ADD_ON_SERVICES.map((s) => s.code) as [
  AddOnServiceCode,
  ...AddOnServiceCode[],
];

/**
 * Insurance is priced as a share of the goods' declared value (basis points), not per
 * currency, and cannot be switched off: parcels already ask for it (shipments/insurance.ts).
 */
export const INSURANCE_CODE = 'insurance' satisfies AddOnServiceCode;
