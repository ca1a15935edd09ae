import { money, sumMoney, type Money } from '@crossport/money';
import { dutyAndTax, dutyRateFor } from '../modules/hs-codes/index.ts';
import { addonOffer, insurancePremium } from '../modules/shipments/index.ts';
import type { Transaction } from '../platform/database.ts';
import type { WorkflowServices } from './services.ts';

/** One thing inside the box: what customs and insurance price, and the add-ons asked for it. */
export interface ChargedItem {
  /** The parcel it bills (null for an estimate of a product not yet sent). */
  parcel: { id: number; number: string } | null;
  declaredValue: number;
  hsCode: string | null;
  insured: boolean;
  addonServices: readonly string[];
}

export interface ChargeLine {
  kind: 'shipping' | 'duty' | 'insurance' | 'addon';
  description: string;
  referenceType: string | null;
  referenceId: number | null;
  quantity: number;
  unitAmount: number;
  amount: number;
  /** What checkout estimated for this charge, when something was. */
  estimatedAmount?: number | null;
}

type EstimateOption = Awaited<
  ReturnType<WorkflowServices['shipping']['estimate']>
>['options'][number];

export interface BoxCharges {
  option: EstimateOption;
  /** The shipping category the box is charged at (the dearest of its contents). */
  shippingCategoryId: number;
  lines: ChargeLine[];
  total: Money;
}

/** A received parcel as a charged item (what its own invoice and a consolidation bill). */
export function chargedItem(parcel: {
  id: number;
  number: string | null;
  declaredValue: number;
  hsCode: string | null;
  insured: boolean;
  addonServices: readonly string[];
}): ChargedItem {
  return {
    parcel: { id: parcel.id, number: parcel.number ?? `parcel ${parcel.id}` },
    declaredValue: parcel.declaredValue,
    hsCode: parcel.hsCode,
    insured: parcel.insured,
    addonServices: parcel.addonServices,
  };
}

/** What staff measure, as the API takes it, in the shape the shipping rates price. */
export function sizeOf(m: {
  weight_grams: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
}) {
  return {
    actualGrams: m.weight_grams,
    lengthCm: m.length_cm,
    widthCm: m.width_cm,
    heightCm: m.height_cm,
  };
}

/** The route a Ship For Me request's parcels travel: what prices them besides the box. */
export function routeOf(order: {
  regionCode: string;
  currency: string;
  warehouseId: number;
  shippingMethodId: number;
}) {
  return {
    regionCode: order.regionCode,
    currency: order.currency,
    warehouseId: order.warehouseId,
    shippingMethodId: order.shippingMethodId,
  };
}

const kilos = (grams: number) => (grams / 1000).toFixed(1);

/**
 * What we bill to ship one box home, itemised: the shipping on its chargeable weight, then
 * per item the duty and taxes of its HS code for the destination, its insurance and its
 * add-ons. The one implementation behind the receive invoice, the consolidated invoice and
 * the public landed-cost calculator, so an estimate and an invoice of the same inputs agree.
 * A box holding several categories is charged at the dearest of them for its weight.
 */
export async function boxCharges(
  services: Pick<WorkflowServices, 'shipping' | 'addOnServices'>,
  input: {
    regionCode: string;
    currency: string;
    warehouseId: number;
    shippingMethodId: number;
    shippingCategoryIds: number[];
    size: { actualGrams: number; lengthCm: number; widthCm: number; heightCm: number };
    /** What the shipping line names ("SP-00000012", "SC-00000003", "your parcel"). */
    boxLabel: string;
    boxReference: { type: string; id: number } | null;
    items: ChargedItem[];
  },
): Promise<BoxCharges> {
  const { currency } = input;
  let best: { option: BoxCharges['option']; categoryId: number } | null = null;
  for (const shippingCategoryId of [...new Set(input.shippingCategoryIds)]) {
    const estimate = await services.shipping.estimate({
      regionCode: input.regionCode,
      warehouseId: input.warehouseId,
      shippingCategoryId,
      shippingMethodId: input.shippingMethodId,
      size: input.size,
    });
    const option = estimate.options[0]!;
    if (!best || option.charge.amount > best.option.charge.amount) {
      best = { option, categoryId: shippingCategoryId };
    }
  }
  if (!best) throw new RangeError('A box holds at least one shipping category');
  const { option } = best;
  const line = (
    kind: ChargeLine['kind'],
    description: string,
    reference: { type: string; id: number } | null,
    amount: number,
  ): ChargeLine => ({
    kind,
    description,
    referenceType: reference?.type ?? null,
    referenceId: reference?.id ?? null,
    quantity: 1,
    unitAmount: amount,
    amount,
  });
  const lines: ChargeLine[] = [
    line(
      'shipping',
      `${option.method.name} shipping of ${input.boxLabel}, ${kilos(option.chargeable_weight_grams)} kg chargeable`,
      input.boxReference,
      option.charge.amount,
    ),
  ];
  // Read once per box, at the time of the charge: a rate changed since applies from now on.
  const rateBps = input.items.some((item) => item.insured)
    ? await services.addOnServices.insuranceRateBps()
    : 0;
  const addOns = input.items.some((item) => item.addonServices.length > 0)
    ? await services.addOnServices.all()
    : [];
  for (const item of input.items) {
    const reference = item.parcel ? { type: 'shipment_product', id: item.parcel.id } : null;
    const name = item.parcel?.number ?? 'the product';
    const rate = dutyRateFor(input.regionCode, item.hsCode);
    const duty = rate ? dutyAndTax(item.declaredValue, rate) : 0;
    if (rate && duty > 0) lines.push(line('duty', `${rate.label} on ${name}`, reference, duty));
    if (item.insured) {
      const premium = insurancePremium(item.declaredValue, currency, rateBps);
      lines.push(
        line('insurance', `Insurance of ${name} at its declared value`, reference, premium),
      );
    }
    for (const code of item.addonServices) {
      const { name, price } = addonOffer(addOns, code, currency);
      lines.push(line('addon', name, reference, price ?? 0));
    }
  }
  const total = sumMoney(
    lines.map((l) => money(l.amount, currency)),
    currency,
  );
  return { option, shippingCategoryId: best.categoryId, lines, total };
}

/** Raises a parcel's own shipping invoice with its charge lines, in the caller's transaction. */
export function invoiceParcel(
  services: Pick<WorkflowServices, 'invoices'>,
  tx: Transaction,
  parcel: { id: number; customerId: number },
  currency: string,
  lines: ChargeLine[],
): Promise<number> {
  return services.invoices.create(
    tx,
    {
      customerId: parcel.customerId,
      subjectType: 'shipment_product',
      subjectId: parcel.id,
      currency,
    },
    lines,
  );
}

/**
 * Raises a parcel's own invoice and moves the parcel to `invoiced` with it (received, split
 * off), in the caller's transaction; `data` goes on its timeline entry with the invoice id.
 */
export async function invoiceAndMark(
  services: Pick<WorkflowServices, 'invoices' | 'shipments'>,
  tx: Transaction,
  parcel: Parameters<WorkflowServices['shipments']['move']>[1],
  currency: string,
  lines: ChargeLine[],
  actor: 'staff' | 'system',
  data: Record<string, unknown>,
) {
  const invoiceId = await invoiceParcel(services, tx, parcel, currency, lines);
  return services.shipments.move(tx, parcel, 'invoiced', actor, {
    patch: { invoiceId },
    data: { invoice_id: invoiceId, ...data },
  });
}

type Measured = { weight_grams: number; length_cm: number; width_cm: number; height_cm: number };

/** One parcel shipped as its own box at `measurement`: what its own invoice bills. */
export function ownBoxCharges(
  services: Pick<WorkflowServices, 'shipping' | 'addOnServices'>,
  order: Parameters<typeof routeOf>[0],
  parcel: Parameters<typeof chargedItem>[0] & { shippingCategoryId: number },
  measurement: Measured,
): Promise<BoxCharges> {
  return boxCharges(services, {
    ...routeOf(order),
    shippingCategoryIds: [parcel.shippingCategoryId],
    size: sizeOf(measurement),
    boxLabel: parcel.number ?? `parcel ${parcel.id}`,
    boxReference: { type: 'shipment_product', id: parcel.id },
    items: [chargedItem(parcel)],
  });
}

/** What staff measured, as a parcel row stores it, with the chargeable weight priced from it. */
export function measuredRow(measurement: Measured, chargeableWeightGrams: number) {
  return {
    weightGrams: measurement.weight_grams,
    lengthCm: measurement.length_cm,
    widthCm: measurement.width_cm,
    heightCm: measurement.height_cm,
    chargeableWeightGrams,
  };
}
