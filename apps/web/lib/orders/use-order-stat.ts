import { useQuery } from '@tanstack/react-query';
import { api, ok } from '../api.ts';
import { orderKeys } from './query-keys.ts';

/** How many buy products the customer has in each status (the tab counts). */
export function useOrderStat() {
  return useQuery({
    queryKey: orderKeys.stat,
    queryFn: async ({ signal }) =>
      (await ok(api.GET('/api/buy-and-ship/customer/buy-product/v1/stat', { signal }))).data,
    staleTime: 0,
  });
}
