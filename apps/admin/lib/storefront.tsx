'use client';

import { createContext, useContext } from 'react';

/** Where shoppers reach the shop (WEB_PUBLIC_URL): content's site paths are on its origin. */
export const StorefrontContext = createContext<string>('');

export function useStorefront() {
  const origin = useContext(StorefrontContext);
  /** A site path as the browser loads it from the shop; an https URL as it is. */
  return (path: string) => (path.startsWith('/') ? `${origin}${path}` : path);
}
