/** Live-stream shopping: categories, a feed, a stream's details and the products it offers. */
export { createLiveStreamsRepository } from './repository.ts';
export { createLiveStreamsService } from './service.ts';
export { liveStreamRoutes } from './routes.ts';
export { liveStreamStaffRoutes } from './staff-routes.ts';
export { liveStreams, streamCategories, streamers, streamOffers } from './tables.ts';
