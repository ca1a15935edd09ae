'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ok } from '../api.ts';

const INQUIRIES = '/api/user/customer/support/v1/support-inquiries';
const key = ['support-inquiries'] as const;
export const inquiryPath = (id: number) => `/dashboard/support/${id}`;

/** The customer's inquiries, the latest activity first. */
export function useMyInquiries() {
  return useQuery({
    queryKey: [...key, 'list'],
    queryFn: async ({ signal }) =>
      (await ok(api.GET(INQUIRIES, { params: { query: { page: 1, per_page: 100 } }, signal })))
        .data,
    staleTime: 0,
  });
}

/** One inquiry with its messages, oldest first. */
export function useInquiry(id: number) {
  return useQuery({
    queryKey: [...key, id],
    queryFn: async ({ signal }) =>
      (await ok(api.GET(`${INQUIRIES}/{id}`, { params: { path: { id } }, signal }))).data,
    staleTime: 0,
  });
}

/** The customer writes again on their inquiry; the answer is the whole thread. */
export function useFollowUp(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      (
        await ok(
          api.POST(`${INQUIRIES}/{id}/messages`, { params: { path: { id } }, body: { body } }),
        )
      ).data,
    onSuccess: (thread) => {
      queryClient.setQueryData([...key, id], thread);
      void queryClient.invalidateQueries({ queryKey: [...key, 'list'] });
    },
  });
}
