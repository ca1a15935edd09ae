/** The add-on services module's public face: the catalogue's codes, its terms and routes. */
import type { Database } from '../../platform/database.ts';
import { createAddOnServicesRepository } from './repository.ts';
import { createAddOnServices as createService } from './service.ts';

export { INSURANCE_CODE, PACKING_SERVICES, WAREHOUSE_SERVICES } from './catalogue.ts';
export { addOnServicesRoutes, ADD_ON_SERVICES_PATH } from './routes.ts';
export { addOnServicesStaffRoutes, ADD_ON_SERVICE_STAFF_BASE } from './staff-routes.ts';
export type { AddOnServices, AddOnServiceTerms } from './service.ts';

/** The names, prices and rate operators set; `regionCurrencies` bounds the prices' currencies. */
export function createAddOnServices(
  db: Database,
  regionCurrencies: () => Promise<string[]> = async () => [],
) {
  return createService(createAddOnServicesRepository(db), { regionCurrencies });
}
