'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { StorefrontContext } from '@/lib/storefront';

export function Providers({ children, storefront }: { children: ReactNode; storefront: string }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          // A refused call (401/403) is an answer, not a hiccup: never retried.
          queries: { retry: false, refetchOnWindowFocus: true, staleTime: 5_000 },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <StorefrontContext.Provider value={storefront}>{children}</StorefrontContext.Provider>
    </QueryClientProvider>
  );
}
