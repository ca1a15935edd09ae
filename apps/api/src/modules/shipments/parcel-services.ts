import { WAREHOUSE_SERVICES } from '../add-on-services/index.ts';
import type { ShipmentStatus } from './state-machine.ts';

/**
 * What a customer may ask our warehouse to do to a parcel waiting there (issue #14): the
 * arrival check (more photos, a content check), special requests (repack, remove the shoe
 * box, more protection, a wooden frame, express processing, disposal) and reporting a wrong
 * measurement. They are the warehouse part of the one add-on services catalogue, whose names
 * and prices operators set (read them through the add-on services module, at request time).
 */
export const PARCEL_SERVICES = WAREHOUSE_SERVICES;

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
