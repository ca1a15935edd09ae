'use client';

import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { must, staffApi, type StaffError } from './staff-api';

export type StaffMe = Awaited<ReturnType<typeof loadMe>>;

async function loadMe() {
  return (await must(staffApi.GET('/api/staff/admin/v1/me'))).data;
}

export function useMeQuery() {
  return useQuery<StaffMe, StaffError>({ queryKey: ['me'], queryFn: loadMe });
}

export const MeContext = createContext<StaffMe | null>(null);

/** The signed-in staff member (inside the staff shell only). */
export function useMe(): StaffMe {
  const me = useContext(MeContext);
  if (!me) throw new Error('useMe outside the staff shell');
  return me;
}

export function can(me: StaffMe, permission: string): boolean {
  return (me.permissions as string[]).includes(permission);
}
