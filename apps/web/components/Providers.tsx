'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { makeQueryClient } from '../lib/query-client.ts';
import { signInAfterExpiry } from '../lib/session-expiry.ts';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { ToastProvider } from './ui/Toast.tsx';

export function Providers({
  children,
  closeLabel,
  hasSessionCookie,
}: {
  children: ReactNode;
  closeLabel: string;
  hasSessionCookie: boolean;
}) {
  // One client per browser tab, created on first render and kept across navigations.
  const [queryClient] = useState(() =>
    makeQueryClient((error) => {
      const login = signInAfterExpiry(error, window.location);
      if (login) window.location.assign(login);
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider hasSessionCookie={hasSessionCookie}>
        <ToastProvider closeLabel={closeLabel}>{children}</ToastProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
