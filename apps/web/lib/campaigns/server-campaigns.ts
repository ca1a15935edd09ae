import { cache } from 'react';
import { ok } from '../api.ts';
import { settle } from '../catalog/server-catalog.ts';
import { serverApi } from '../server-api.ts';

const BASE = '/api/content/customer/v1';

/** Running and upcoming campaigns of the visitor's region, with their first products. */
export const getCampaigns = cache(() =>
  settle(async () => {
    const api = await serverApi();
    const query = { expand: 'products' };
    return (await ok(api.GET(`${BASE}/campaigns`, { params: { query } }))).data;
  }, 'campaigns'),
);

/** Shared by the landing page and its metadata. */
export const getCampaign = cache((slug: string) =>
  settle(async () => {
    const api = await serverApi();
    return (await ok(api.GET(`${BASE}/campaigns/{slug}`, { params: { path: { slug } } }))).data;
  }, `campaign ${slug}`),
);

export const getCampaignProducts = cache((id: number, page: number) =>
  settle(async () => {
    const api = await serverApi();
    const path = `${BASE}/campaigns/{id}/web/products` as const;
    return ok(api.GET(path, { params: { path: { id }, query: { page, per_page: 48 } } }));
  }, `campaign ${id} products`),
);
