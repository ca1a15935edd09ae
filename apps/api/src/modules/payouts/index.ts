/** The payouts module's public face: other modules and the app use nothing else from it. */
export { registerPayouts } from './module.ts';
export { payoutsStaffRoutes } from './staff-routes.ts';
export { payoutBacklogs } from './repository.ts';
export type { PayoutsService } from './service.ts';
