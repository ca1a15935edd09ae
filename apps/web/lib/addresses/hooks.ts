'use client';

import { useQuery } from '@tanstack/react-query';
import { api, ok } from '../api.ts';
import { addressKeys } from './query-keys.ts';

/** The signed-in customer's addresses, the default first (as the API orders them). */
export function useAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: addressKeys.all,
    queryFn: async ({ signal }) =>
      (await ok(api.GET('/api/user/customer/address/v1/addresses', { signal }))).data,
    enabled,
  });
}
