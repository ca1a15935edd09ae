import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api.ts';
import type { Single } from '../api-types.ts';
import { cartPaths } from '../cart/paths.ts';
import type { BuyProductStat } from '../cart/types.ts';

/** How many buy products the customer has in each status (the tab counts). */
export function useOrderStat() {
  return useQuery({
    queryKey: ['orders', 'stat'],
    queryFn: async ({ signal }) =>
      (await apiFetch<Single<BuyProductStat>>(cartPaths.orderStat, { signal })).data,
    staleTime: 0,
  });
}
