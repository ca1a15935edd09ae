import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random secret with a recognisable prefix (Kratos uses `ory_st_` for session tokens). */
export function randomToken(prefix: string, bytes = 24): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A six-digit code for email: easy to type, and attempts per code are capped. */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
