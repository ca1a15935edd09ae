'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { paths, Schemas } from '@crossport/api-client';
import { api, ok } from '../api.ts';

const CLAIMS = '/api/claims/customer/v1/claims';
export type Claim = Schemas['Claim'];
export type ClaimBody =
  paths['/api/claims/customer/v1/claims']['post']['requestBody']['content']['application/json'];

const key = ['claims'] as const;

/** The customer's claims on one parcel or buy product (newest first). */
export function useClaimsOf(subjectType: Claim['subject_type'], subjectId: number) {
  return useQuery({
    queryKey: [...key, subjectType, subjectId],
    queryFn: async ({ signal }) => {
      const page = await ok(
        api.GET(CLAIMS, { params: { query: { page: 1, per_page: 100 } }, signal }),
      );
      return page.data.filter((c) => c.subject_type === subjectType && c.subject_id === subjectId);
    },
    staleTime: 0,
  });
}

export function useOpenClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClaimBody) => (await ok(api.POST(CLAIMS, { body }))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** A claim is still being decided: another one cannot be opened on the same subject. */
export function isUndecided(claim: Pick<Claim, 'status'>): boolean {
  return ['open', 'under_review', 'evidence_requested'].includes(claim.status);
}
