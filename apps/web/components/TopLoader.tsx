'use client';

import { useRouter as useNextRouter } from 'next/navigation';
import { useEffect, useMemo } from 'react';
import { leadsToAnotherPage, startProgress, watchNavigations } from '../lib/top-loader.ts';

/** The page-loading bar: renders nothing itself, it watches links and history (lib/top-loader). */
export function TopLoader() {
  useEffect(watchNavigations, []);
  return null;
}

/** Next's router whose `push` shows the loading bar too, for navigations made in code. */
export function useRouter(): ReturnType<typeof useNextRouter> {
  const router = useNextRouter();
  return useMemo(
    () => ({
      ...router,
      push: (href, options) => {
        if (leadsToAnotherPage(href, location.href)) startProgress();
        router.push(href, options);
      },
    }),
    [router],
  );
}
