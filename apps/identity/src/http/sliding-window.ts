/**
 * Counts events per key within a sliding window, in memory. One process serves the identity
 * API, so memory is the right store; several replicas would each keep their own count
 * (docs/identity.md). Memory is bounded: keys are capped in length by the flow body limits,
 * each key keeps at most `maxPerKey` timestamps, and the oldest key goes past `maxKeys`.
 */
export class SlidingWindow {
  private readonly byKey = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly maxPerKey = 1000,
    private readonly maxKeys = 100_000,
  ) {}

  /** Timestamps of the key's events still inside the window, oldest first. */
  recent(key: string): number[] {
    const since = Date.now() - this.windowMs;
    const recent = (this.byKey.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.byKey.delete(key);
    else this.byKey.set(key, recent);
    return recent;
  }

  count(key: string): number {
    return this.recent(key).length;
  }

  hit(key: string): void {
    const list = this.recent(key);
    list.push(Date.now());
    if (list.length > this.maxPerKey) list.splice(0, list.length - this.maxPerKey);
    this.byKey.set(key, list);
    if (this.byKey.size > this.maxKeys) {
      const oldest = this.byKey.keys().next().value;
      if (oldest !== undefined) this.byKey.delete(oldest);
    }
  }

  clear(key: string): void {
    this.byKey.delete(key);
  }
}
