import { SHIPMENT_STATUSES } from '../modules/shipments/index.ts';
import { NotFound } from '../platform/errors.ts';
import { createStep, createWorkflow } from './runner.ts';
import type { WorkflowServices } from './services.ts';

interface ParcelInput {
  customerId: number;
  shippingAddressId: number;
  productIds: number[];
  /** Ship For Me parcels travelling with the buy products (local couriers only). */
  shipmentProductIds?: number[];
}

/** The two reads every courier quote starts from: the customer's address and parcel. */
function parcelSteps(services: WorkflowServices) {
  return {
    findAddress: createStep('find-delivery-address', async (input: ParcelInput) =>
      services.addresses.find(input.customerId, input.shippingAddressId),
    ),
    weighParcel: createStep('weigh-parcel', async (input: ParcelInput) => {
      const parcelIds = input.shipmentProductIds ?? [];
      const buy = input.productIds.length
        ? await services.orders.parcelOf(input.customerId, input.productIds)
        : null;
      // A parcel weighs what staff charged it at (the chargeable weight), once received.
      const parcels = parcelIds.length
        ? await services.shipments.ownedIn(input.customerId, parcelIds, [...SHIPMENT_STATUSES])
        : [];
      const missing = parcelIds.filter((id) => !parcels.some((p) => p.id === id));
      if (missing.length) throw new NotFound(`Parcel ${missing.join(', ')}`);
      return {
        weightGrams:
          (buy?.weightGrams ?? 0) +
          parcels.reduce((sum, p) => sum + (p.chargeableWeightGrams ?? p.weightGrams ?? 0), 0),
        shippingCategoryId: buy?.shippingCategoryId ?? parcels[0]?.shippingCategoryId ?? 0,
      };
    }),
  };
}

/** Local couriers from our destination warehouse to the customer's address, priced by weight. */
export function quoteCourierWorkflow(services: WorkflowServices) {
  const { findAddress, weighParcel } = parcelSteps(services);
  const priceCouriers = createStep(
    'price-local-couriers',
    async (input: { countryCode: string; grams: number; deliveryOption?: string }) =>
      services.shipping.courierOptions(input.countryCode, input.grams, input.deliveryOption),
  );
  return createWorkflow(
    'quote-courier',
    async (input: ParcelInput & { deliveryOption?: string }, run) => {
      const address = await run(findAddress, input);
      const parcel = await run(weighParcel, input);
      return run(priceCouriers, {
        countryCode: address.country_code,
        grams: parcel.weightGrams,
        deliveryOption: input.deliveryOption,
      });
    },
  );
}

/** International shipping methods for Ship For Me parcels travelling together, priced. */
export function quoteInternationalWorkflow(services: WorkflowServices) {
  const { findAddress, weighParcel } = parcelSteps(services);
  const resolveRegion = createStep('resolve-region', async (code: string | null) =>
    services.regions.currentRegion(code),
  );
  const priceMethods = createStep(
    'price-international-methods',
    async (input: { regionCode: string; grams: number; shippingCategoryId: number }) =>
      services.shipping.internationalOptions(
        input.regionCode,
        input.grams,
        input.shippingCategoryId,
      ),
  );
  return createWorkflow(
    'quote-international',
    async (input: ParcelInput & { region: string | null }, run) => {
      const region = await run(resolveRegion, input.region);
      await run(findAddress, input);
      const parcel = await run(weighParcel, input);
      return run(priceMethods, {
        regionCode: region.code,
        grams: parcel.weightGrams,
        shippingCategoryId: parcel.shippingCategoryId,
      });
    },
  );
}
