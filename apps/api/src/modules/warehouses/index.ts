/** The warehouses module's public face: other modules and the app use nothing else from it. */
export { createWarehousesRepository } from './repository.ts';
export { warehousesRoutes } from './routes.ts';
export { warehousesStaffRoutes, WAREHOUSE_STAFF_BASE } from './staff-routes.ts';
export { WarehouseSchema } from './schemas.ts';
export { createWarehousesService, type StoragePolicy, type WarehousesService } from './service.ts';
