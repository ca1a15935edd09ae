/** The content service's public face: pages by slug, written and published by staff. */
export { createContent } from './module.ts';
export { contentRoutes, CONTENT_BASE } from './routes.ts';
export { contentStaffRoutes } from './staff-routes.ts';
export { ContentBlocksSchema, type ContentBlock, type ContentBlockInput } from './blocks.ts';
export { CONTENT_SLUGS, isKnownSlug } from './slugs.ts';
export { contentEntries } from './tables.ts';
