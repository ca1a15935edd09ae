/** The regions module's public face: other modules and the app use nothing else from it. */
export { createRegionTerms, type RegionTermsOf } from './exchange-terms.ts';
export { createRegionsRepository } from './repository.ts';
export { regionsRoutes } from './routes.ts';
export { createRegionsService, type RegionsService } from './service.ts';
export { regionsStaffRoutes, REGION_STAFF_BASE } from './staff-routes.ts';
