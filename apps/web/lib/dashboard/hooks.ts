'use client';

import { useQuery } from '@tanstack/react-query';
import type { components } from '@crossport/api-client';
import { api, ok } from '../api.ts';
import { dashboardKeys } from './query-keys.ts';

export type CustomerDashboard = components['schemas']['CustomerDashboard'];

/** Everything the dashboard shows, in one call (docs/dashboard.md). */
export function useCustomerDashboard() {
  return useQuery({
    queryKey: dashboardKeys.overview,
    queryFn: async ({ signal }) =>
      (await ok(api.GET('/api/user/customer/dashboard/v1/overview', { signal }))).data,
    staleTime: 0,
  });
}
