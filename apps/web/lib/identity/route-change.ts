/**
 * Spec §4: the session is reloaded whenever the router changes — a new path or only a new
 * query string (`/search?keyword=a` → `/search?keyword=b`). The hash is not a navigation.
 */
export function routeKey(pathname: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Remembers the route it last saw and says whether a new one is a change. The first route is
 * not: the first render loads the session anyway.
 */
export function createRouteWatcher() {
  let last: string | null = null;
  return function changed(pathname: string, search: string): boolean {
    const key = routeKey(pathname, search);
    const isChange = last !== null && last !== key;
    last = key;
    return isChange;
  };
}
