/**
 * Wraps a loader so its result is reused for `ttlMs`; concurrent callers share one load, and a
 * failed load is not cached.
 */
export function cachedFor<T>(
  ttlMs: number,
  load: () => Promise<T>,
): (() => Promise<T>) & { invalidate: () => void } {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  const get = () => {
    if (!value || Date.now() - loadedAt > ttlMs) {
      loadedAt = Date.now();
      value = load().catch((error: unknown) => {
        value = undefined;
        throw error;
      });
    }
    return value;
  };
  /** Forgets the result, for a caller who knows it is stale (a row created since). */
  const invalidate = () => {
    value = undefined;
  };
  return Object.assign(get, { invalidate });
}

/**
 * The keyed form of `cachedFor`: up to `maxEntries` results, each reused for `ttlMs`, the
 * least recently stored dropped first. A `ttlMs` of 0 turns caching off.
 */
export function cachedByKey<T>(options: {
  ttlMs: number;
  maxEntries: number;
}): (key: string, load: () => Promise<T>) => Promise<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key, load) => {
    if (options.ttlMs <= 0) return load();
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < options.ttlMs) return hit.value;
    const value = load();
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    entries.delete(key);
    entries.set(key, { at: Date.now(), value });
    if (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return value;
  };
}
