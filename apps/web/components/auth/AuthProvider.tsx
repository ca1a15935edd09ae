'use client';

import type { Session } from '@ory/client-fetch';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { onSignedIn } from '../../lib/identity/after-sign-in.ts';
import { frontendApi, isUnauthenticated, toIdentityError } from '../../lib/identity/client.ts';
import { authState, type AuthState } from '../../lib/identity/session.ts';
import { SYNC_IDENTITY_PATH, createIdentitySync } from '../../lib/identity/sync-identity.ts';

export const sessionQueryKey = ['identity', 'session'] as const;

/** `GET /sessions/whoami`: the session, or null when the visitor has none (401). */
async function fetchSession(signal: AbortSignal): Promise<Session | null> {
  try {
    return await frontendApi.toSession({}, { signal });
  } catch (error) {
    const reason = await toIdentityError(error);
    if (isUnauthenticated(reason)) return null;
    throw reason;
  }
}

const syncIdentity = createIdentitySync({
  post: () => apiFetch(SYNC_IDENTITY_PATH, { method: 'POST' }),
  storage: typeof window === 'undefined' ? undefined : window.sessionStorage,
  logger: console,
});

interface AuthContextValue {
  state: AuthState;
  /** Reloads the session, e.g. after an auth error or a change in another tab. */
  reload: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Spec §4 auth state for the whole app: the session from the identity service, reloaded on
 * every route change; once a session loads its identity is synced to the commerce API (once
 * per session id), and a failed sync counts as an auth error (spec §8).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const pathname = usePathname();
  const session = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 0,
  });
  const sessionId = session.data?.id;
  const sync = useQuery({
    queryKey: ['identity', 'sync', sessionId],
    queryFn: async () => {
      const outcome = await syncIdentity(sessionId!);
      if (outcome === 'synced' && session.data) await onSignedIn(session.data);
      return outcome;
    },
    enabled: Boolean(sessionId),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

  // The first render already loads the session; reload it on each later route change.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey, exact: true });
  }, [pathname, queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      state: authState({
        session: session.data,
        sessionError: session.error,
        syncError: sync.error,
      }),
      reload: () => {
        void session.refetch();
        if (sync.isError) void sync.refetch();
      },
    }),
    [session, sync],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
