import { SlidingWindow } from '../../http/sliding-window.ts';

/** The longest an identifier under attack from many addresses makes anyone wait. */
const MAX_SLOWDOWN_MS = 60_000;
/** How long a successful sign-in makes an address "the owner's device" for that identifier. */
const KNOWN_DEVICE_MS = 30 * 24 * 3600 * 1000;

export interface LoginLimits {
  perIdentifier: number;
  perIp: number;
  windowMs: number;
}

/**
 * Failed sign-ins, counted so that nobody can lock the owner out:
 * - per (identifier, IP): `perIdentifier` failures lock that pair for the window — an
 *   attacker's address is locked, the owner's own device is not;
 * - per IP: `perIp` failures across identifiers lock the address (password spraying);
 * - per identifier across all addresses: past `perIdentifier` failures each further attempt
 *   waits a delay that doubles per failure (1 s, 2 s, 4 s … 60 s), which caps guessing from
 *   many addresses; an address that signed in to this identifier before skips the delay.
 * Identifiers are counted whether or not an account exists, so the limits reveal nothing.
 */
export class LoginAttempts {
  private readonly failures: SlidingWindow;
  private readonly knownDevices: SlidingWindow;

  constructor(private readonly limits: LoginLimits) {
    this.failures = new SlidingWindow(limits.windowMs);
    this.knownDevices = new SlidingWindow(KNOWN_DEVICE_MS, 1);
  }

  /** True when this identifier may not be tried from this IP right now. */
  isLimited(identifier: string, ip: string): boolean {
    const id = identifier.toLowerCase();
    if (this.failures.count(`ip:${ip}`) >= this.limits.perIp) return true;
    if (this.failures.count(pairKey(id, ip)) >= this.limits.perIdentifier) return true;
    if (this.knownDevices.count(pairKey(id, ip)) > 0) return false;
    return this.slowedDown(id);
  }

  /** Records a failed attempt against the pair, the IP and the identifier. */
  recordFailure(identifier: string, ip: string): void {
    const id = identifier.toLowerCase();
    this.failures.hit(pairKey(id, ip));
    this.failures.hit(`ip:${ip}`);
    this.failures.hit(`id:${id}`);
  }

  /**
   * A successful sign-in clears the pair's failures and remembers the device; the
   * identifier's failures from other addresses stay, or an attacker's budget would reset.
   */
  recordSuccess(identifier: string, ip: string): void {
    const id = identifier.toLowerCase();
    this.failures.clear(pairKey(id, ip));
    this.knownDevices.hit(pairKey(id, ip));
  }

  private slowedDown(id: string): boolean {
    const recent = this.failures.recent(`id:${id}`);
    const excess = recent.length - this.limits.perIdentifier;
    if (excess < 0) return false;
    const delay = Math.min(MAX_SLOWDOWN_MS, 1000 * 2 ** Math.min(excess, 16));
    return Date.now() - recent[recent.length - 1]! < delay;
  }
}

function pairKey(id: string, ip: string): string {
  return `pair:${ip}:${id}`;
}
