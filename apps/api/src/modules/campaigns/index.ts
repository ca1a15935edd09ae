/** Campaigns: time-boxed sales whose prices the catalog, cart and checkout honour. */
export { createCampaignsRepository } from './repository.ts';
export { createCampaignsService } from './service.ts';
export { campaignRoutes } from './routes.ts';
export { campaignStaffRoutes } from './staff-routes.ts';
export { campaignProducts, campaigns } from './tables.ts';
