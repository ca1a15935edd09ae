/** The support module's public face (the contact form's inquiries and staff's queue). */
export { registerSupport } from './module.ts';
export { supportStaffRoutes } from './routes.ts';
export { supportBacklogs } from './repository.ts';
