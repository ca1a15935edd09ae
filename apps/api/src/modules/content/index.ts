/** The content service's public face: pages by slug, written and published by staff. */
export { createContent } from './module.ts';
export { contentRoutes } from './routes.ts';
export { contentStaffRoutes } from './staff-routes.ts';
export type { CompanyDetails } from './schemas.ts';
export type { ContentService } from './service.ts';
export { ContentBlocksSchema, type ContentBlockInput } from './blocks.ts';
export { contentEntries } from './tables.ts';
export { CONTENT_SLUG_PATTERNS, CONTENT_SLUGS } from './slugs.ts';
