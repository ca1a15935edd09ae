/**
 * Counts sign-in attempts per identifier and per client IP in a sliding window, in memory.
 * Counting by identifier whether or not an account exists means the limit itself reveals
 * nothing. One process serves the identity API, so memory is the right store; several
 * replicas would each keep their own count (documented in docs/identity.md).
 */
export class LoginAttempts {
  private readonly byKey = new Map<string, number[]>();

  constructor(
    private readonly limits: { perIdentifier: number; perIp: number; windowMs: number },
  ) {}

  /** True when either the identifier or the IP has used up its attempts. */
  isLimited(identifier: string, ip: string): boolean {
    return (
      this.count(`id:${identifier.toLowerCase()}`) >= this.limits.perIdentifier ||
      this.count(`ip:${ip}`) >= this.limits.perIp
    );
  }

  /** Records a failed attempt against both keys. */
  recordFailure(identifier: string, ip: string): void {
    this.push(`id:${identifier.toLowerCase()}`);
    this.push(`ip:${ip}`);
  }

  /** A successful sign-in clears the identifier's failures (not the IP's). */
  recordSuccess(identifier: string): void {
    this.byKey.delete(`id:${identifier.toLowerCase()}`);
  }

  private count(key: string): number {
    const since = Date.now() - this.limits.windowMs;
    const recent = (this.byKey.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.byKey.delete(key);
    else this.byKey.set(key, recent);
    return recent.length;
  }

  private push(key: string): void {
    this.count(key);
    const list = this.byKey.get(key) ?? [];
    list.push(Date.now());
    this.byKey.set(key, list);
    // Bound the memory an attacker can make us hold by spraying identifiers.
    if (this.byKey.size > 100_000) {
      const oldest = this.byKey.keys().next().value;
      if (oldest !== undefined) this.byKey.delete(oldest);
    }
  }
}
