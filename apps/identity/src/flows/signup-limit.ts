import { SlidingWindow } from '../http/sliding-window.ts';

export interface SignupLimits {
  perIdentifier: number;
  perIp: number;
  windowMs: number;
}

/**
 * Sign-up forms (and code resends) mail a code to an address, and sign-in email changes answer
 * "an account with this email exists" (4000007): each is an email sent to, or a question about,
 * someone's address. They are counted per client IP and per email, whether or not the account
 * exists, and refused past either limit.
 */
export class SignupLimit {
  private readonly hits: SlidingWindow;

  constructor(private readonly limits: SignupLimits) {
    this.hits = new SlidingWindow(limits.windowMs);
  }

  /** Counts one attempt; false (and nothing counted) when a limit is used up already. */
  take(email: string, ip: string): boolean {
    const byEmail = `email:${email.toLowerCase()}`;
    const byIp = `ip:${ip}`;
    if (
      this.hits.count(byIp) >= this.limits.perIp ||
      this.hits.count(byEmail) >= this.limits.perIdentifier
    ) {
      return false;
    }
    this.hits.hit(byIp);
    this.hits.hit(byEmail);
    return true;
  }
}
