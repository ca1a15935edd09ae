/** The form a searched keyword is counted under (and shown in suggestions). */
export function normaliseTerm(term: string): string {
  return term.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 100);
}

/**
 * Counts searched keywords in memory and writes them in one statement every few seconds, so
 * a busy search page adds one small upsert per interval instead of one per request (and no
 * row-lock queue on a popular term).
 */
export function createSearchLog(
  write: (counts: Map<string, number>) => Promise<void>,
  onError: (error: unknown) => void,
  intervalMs = 5_000,
) {
  let pending = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (!pending.size) return writing;
    const batch = pending;
    pending = new Map();
    writing = writing.then(() => write(batch)).catch(onError);
    return writing;
  };
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    record(term: string): void {
      const key = normaliseTerm(term);
      if (key) pending.set(key, (pending.get(key) ?? 0) + 1);
    },
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
