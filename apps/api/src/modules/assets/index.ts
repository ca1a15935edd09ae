/** The assets module's public face: other modules and the app use nothing else from it. */
export { registerAssets } from './module.ts';
export { assetsStaffRoutes } from './staff-routes.ts';
export { contentDisposition } from './file-name.ts';
export type { AssetsService } from './service.ts';
