import { cache } from 'react';
import type { Schemas } from '@crossport/api-client';
import { ok } from '../api.ts';
import { settle } from '../catalog/server-catalog.ts';
import { serverApi } from '../server-api.ts';

export type StreamOffer = Schemas['StreamOffer'];

export const getStreamCategories = cache(() =>
  settle(async () => {
    const api = await serverApi();
    return (await ok(api.GET('/api/v1/streams/categories'))).data;
  }, 'stream categories'),
);

export const getStreamFeed = cache((categoryId: number | null, page: number) =>
  settle(async () => {
    const api = await serverApi();
    const query = { page, ...(categoryId ? { categoryId } : {}) };
    return ok(api.GET('/api/v1/streams/feed', { params: { query } }));
  }, 'the stream feed'),
);

export const getStream = cache((streamId: number) =>
  settle(async () => {
    const api = await serverApi();
    const query = { streamId };
    return (await ok(api.GET('/api/v1/streams/details', { params: { query } }))).data;
  }, `stream ${streamId}`),
);

export const getStreamOffers = cache((streamId: number) =>
  settle(async () => {
    const api = await serverApi();
    const query = { streamId };
    return (await ok(api.GET('/api/v1/streams/offers', { params: { query } }))).data;
  }, `stream ${streamId} offers`),
);
