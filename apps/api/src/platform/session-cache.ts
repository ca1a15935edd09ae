import type { RevocationNotice } from '@crossport/db/session-revocation-notice';

/** What the cache keeps per credential: the whoami answer (null for "not signed in"). */
interface Entry<T> {
  session: T | null;
  until: number;
  sessionId?: string;
  identityId?: string;
}

/**
 * Whoami answers by credential, findable by session id and identity id so a revocation
 * notice drops every answer it concerns. Each eviction moves a generation counter: an answer
 * fetched before an eviction is not stored, so a whoami in flight cannot bring a revoked
 * session back.
 */
export class SessionCache<T extends { id: string; expires_at?: string; identity: { id: string } }> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly bySession = new Map<string, Set<string>>();
  private readonly byIdentity = new Map<string, Set<string>>();
  private generationCount = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Read before fetching; pass to `store` so a result older than an eviction is dropped. */
  generation(): number {
    return this.generationCount;
  }

  /** The cached answer, `undefined` when there is none (or it expired). */
  get(key: string): T | null | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.session;
    this.delete(key);
    return undefined;
  }

  store(key: string, session: T | null, fetchedAtGeneration: number): void {
    if (this.ttlMs <= 0 || fetchedAtGeneration !== this.generationCount) return;
    this.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.delete(oldest);
    }
    // Never past the session's own end: a session expiring in 5 s is trusted for 5 s.
    const expires = session?.expires_at ? Date.parse(session.expires_at) : NaN;
    const until = Math.min(Date.now() + this.ttlMs, Number.isNaN(expires) ? Infinity : expires);
    const entry: Entry<T> = { session, until };
    if (session) {
      entry.sessionId = session.id;
      entry.identityId = session.identity.id;
      index(this.bySession, session.id, key);
      index(this.byIdentity, session.identity.id, key);
    }
    this.entries.set(key, entry);
  }

  evict(notice: RevocationNotice): void {
    this.generationCount += 1;
    const keys =
      'sessionId' in notice
        ? this.bySession.get(notice.sessionId)
        : this.byIdentity.get(notice.identityId);
    for (const key of [...(keys ?? [])]) this.delete(key);
  }

  clear(): void {
    this.generationCount += 1;
    this.entries.clear();
    this.bySession.clear();
    this.byIdentity.clear();
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    if (entry.sessionId) unindex(this.bySession, entry.sessionId, key);
    if (entry.identityId) unindex(this.byIdentity, entry.identityId, key);
  }
}

function index(map: Map<string, Set<string>>, id: string, key: string): void {
  const keys = map.get(id) ?? new Set<string>();
  keys.add(key);
  map.set(id, keys);
}

function unindex(map: Map<string, Set<string>>, id: string, key: string): void {
  const keys = map.get(id);
  keys?.delete(key);
  if (keys?.size === 0) map.delete(id);
}
