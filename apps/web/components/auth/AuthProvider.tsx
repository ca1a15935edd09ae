'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePathname, useSearchParams } from 'next/navigation';
import {
  Suspense,
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { api, ok } from '../../lib/api.ts';
import { onSignedIn } from '../../lib/identity/after-sign-in.ts';
import { createRouteWatcher } from '../../lib/identity/route-change.ts';
import { authState, type AuthState } from '../../lib/identity/session.ts';
import { storeSession } from '../../lib/identity/stored-session.ts';
import { createIdentitySync } from '../../lib/identity/sync-identity.ts';
import { fetchSession } from '../../lib/identity/whoami.ts';

export const sessionQueryKey = ['identity', 'session'] as const;

const syncIdentity = createIdentitySync({
  // The commerce API mirrors the identity into its customers on this call (docs/api.md).
  post: () => ok(api.POST('/api/user/customer/sync/v1/sync-identity', { body: {} })),
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
 * every route change (query-only ones too) and kept in local storage (spec §3); once a session loads its identity is synced to the commerce API (once
 * per session id), and a failed sync counts as an auth error (spec §8).
 */
export function AuthProvider({
  children,
  hasSessionCookie = true,
}: {
  children: ReactNode;
  /** What the server saw: without a session cookie the first page knows there is no session. */
  hasSessionCookie?: boolean;
}) {
  const session = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 0,
    // A guest's first page asks nothing (no 401 in the console); route changes still reload.
    ...(hasSessionCookie ? {} : { initialData: null, refetchOnMount: false }),
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

  const state = useMemo(
    () => authState({ session: session.data, sessionError: session.error, syncError: sync.error }),
    [session.data, session.error, sync.error],
  );
  useEffect(() => {
    storeSession(typeof window === 'undefined' ? undefined : window.localStorage, state);
  }, [state]);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      reload: () => {
        void session.refetch();
        if (sync.isError) void sync.refetch();
      },
    }),
    [state, session, sync],
  );

  return (
    <AuthContext.Provider value={value}>
      {/* Reading the query string needs a Suspense boundary of its own in the App Router. */}
      <Suspense fallback={null}>
        <ReloadOnRouteChange />
      </Suspense>
      {children}
    </AuthContext.Provider>
  );
}

/** Reloads the session on each route change after the first (which loads it anyway). */
function ReloadOnRouteChange() {
  const queryClient = useQueryClient();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [changed] = useState(createRouteWatcher);
  useEffect(() => {
    if (changed(pathname, search)) {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey, exact: true });
    }
  }, [changed, pathname, search, queryClient]);
  return null;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
