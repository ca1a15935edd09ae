/** The assets module's public face: other modules and the app use nothing else from it. */
export { registerAssets } from './module.ts';
export { assetsStaffRoutes } from './staff-routes.ts';
export { contentDisposition } from './file-name.ts';
export type { Asset, AssetKind, AssetsService } from './service.ts';

/**
 * Whether an asset is the customer's: what the bank-transfer payment asks of its receipt.
 * `registerAssets` answers the service whose `assetOwnedBy` has this shape.
 */
export type AssetOwnedBy = (customerId: number, assetId: number) => Promise<boolean>;
