'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '../api.ts';

const BASE = '/api/notification/customer/v1/notifications';
const key = ['notifications'] as const;

export function useNotifications(page: number) {
  return useQuery({
    queryKey: [...key, page],
    queryFn: async ({ signal }) =>
      ok(api.GET(BASE, { params: { query: { page, per_page: 20 } }, signal })),
    staleTime: 0,
  });
}

/** Marks one notification read, or every one when `id` is null. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number | null) =>
      id === null
        ? ok(api.PUT(`${BASE}/read`))
        : ok(api.PUT(`${BASE}/{id}/read`, { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
