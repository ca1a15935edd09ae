/** Who searched: a customer or guest id (null for callers with neither) and the real IP. */
export interface Searcher {
  actor: string | null;
  ip: string;
}

/**
 * Decides whether a search may count towards top searches and term suggestions, which every
 * visitor sees: only searches by a known guest or customer count, each term once per searcher
 * per window, and one IP adds at most `maxPerIp` terms per window, so rotating guest ids from
 * one address cannot push a term up. Kept in memory per process (like the search log).
 */
export function createSearchGate({
  windowMs = 3_600_000,
  maxPerIp = 30,
  maxEntries = 100_000,
  now = Date.now,
}: { windowMs?: number; maxPerIp?: number; maxEntries?: number; now?: () => number } = {}) {
  // Insertion order is expiry order (every entry lives windowMs), so the oldest go first.
  const counted = new Map<string, number>();
  const perIp = new Map<string, { count: number; until: number }>();

  const forget = <V>(map: Map<string, V>, expired: (value: V) => boolean) => {
    for (const [key, value] of map) {
      if (!expired(value) && map.size < maxEntries) break;
      map.delete(key);
    }
  };

  return {
    /** True (and remembered) the first time this searcher counts this term in the window. */
    admits(term: string, searcher: Searcher): boolean {
      if (!searcher.actor || !term) return false;
      const at = now();
      const key = `${searcher.actor}\n${term}`;
      if ((counted.get(key) ?? 0) > at) return false;
      let ip = perIp.get(searcher.ip);
      if (!ip || ip.until <= at) {
        forget(perIp, (entry) => entry.until <= at);
        ip = { count: 0, until: at + windowMs };
        perIp.delete(searcher.ip);
        perIp.set(searcher.ip, ip);
      }
      if (ip.count >= maxPerIp) return false;
      ip.count += 1;
      forget(counted, (until) => until <= at);
      counted.delete(key);
      counted.set(key, at + windowMs);
      return true;
    },
  };
}
