import { api, ok } from '../api.ts';

/** Every region with its languages, countries and currency (spec §3). */
export async function fetchRegions(signal?: AbortSignal) {
  const query = { expand: 'languages,countries,currency' };
  const answer = await ok(
    api.GET('/api/core/customer/region/v1/regions', { params: { query }, signal }),
  );
  return answer.data;
}
