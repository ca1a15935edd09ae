/** The support module's public face (the contact form's inquiries and staff's queue). */
export { registerSupport } from './module.ts';
export { supportStaffRoutes, SUPPORT_INQUIRIES, SUPPORT_STAFF } from './routes.ts';
export type { SupportService } from './service.ts';
export { supportBacklogs } from './repository.ts';
