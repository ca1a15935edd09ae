'use client';

import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api.ts';
import type { List } from '../api-types.ts';
import { cartPaths } from '../cart/paths.ts';
import type { Address } from '../cart/types.ts';

/** The address book's query key: every change to an address invalidates it. */
export const addressesKey = ['addresses'] as const;

/** The signed-in customer's addresses, the default first (as the API orders them). */
export function useAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: addressesKey,
    queryFn: async ({ signal }) =>
      (await apiFetch<List<Address>>(cartPaths.addresses, { signal })).data,
    enabled,
  });
}
