import { paymentStepPath } from '../invoices/paths.ts';
import { sectionById, type SectionId } from '../sections.ts';

export type ParcelStage = 'at_warehouse' | 'in_transit' | 'arrived' | 'out_for_delivery';

/** Where each stage's goods are worked with: parcels' pages, or My Orders for bought goods. */
const STAGE_SECTIONS: Record<ParcelStage, { parcels: SectionId; orders: SectionId }> = {
  at_warehouse: { parcels: 'shipForMeMyParcel', orders: 'buyAndShipMyOrders' },
  in_transit: { parcels: 'shipForMeMyShipment', orders: 'buyAndShipMyOrders' },
  arrived: { parcels: 'createDeliveryRequest', orders: 'createDeliveryRequest' },
  out_for_delivery: { parcels: 'buyAndShipMyDelivery', orders: 'buyAndShipMyDelivery' },
};

/** A stage's link: the parcels' page, unless only bought products are in it. */
export function stagePath(stage: { stage: ParcelStage; parcels: number; orders: number }): string {
  const sections = STAGE_SECTIONS[stage.stage];
  const id = stage.parcels === 0 && stage.orders > 0 ? sections.orders : sections.parcels;
  return sectionById(id).path;
}

/**
 * "Pay": one invoice due opens its payment step; several open the invoices list, where the
 * customer chooses what to pay together (one currency at a time).
 */
export function payPath(due: { count: number; invoices: { id: number }[] }): string {
  const only = due.invoices[0];
  return due.count === 1 && only
    ? paymentStepPath({ kind: 'invoice', id: only.id })
    : sectionById('invoice').path;
}
