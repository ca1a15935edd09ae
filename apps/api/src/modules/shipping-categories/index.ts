/** The shipping categories module's public face: nothing else of it is used outside. */
export { createShippingCategoriesRepository } from './repository.ts';
export { shippingCategoriesRoutes } from './routes.ts';
export { ShippingCategorySchema } from './schemas.ts';
export { createShippingCategoriesService, type ShippingCategoriesService } from './service.ts';
export { shippingCategoriesStaffRoutes, SHIPPING_CATEGORY_STAFF_BASE } from './staff-routes.ts';
