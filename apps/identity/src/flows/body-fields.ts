import { z } from 'zod';

/**
 * Size limits for every field of a flow body, checked before anything is looked up, stored,
 * counted or echoed. A value over its limit is refused with 400; values under it still get
 * Kratos's field messages (e.g. 4000033 for a password longer than the policy allows).
 */
export const LIMITS = {
  /** RFC 5321 caps an address at 254 characters; the traits schema allows 320. */
  identifier: 320,
  /** Above the policy's 256 so the policy's message still shows; more is never a password. */
  password: 1024,
  code: 64,
  method: 32,
  /** Any one string inside traits or transient_payload. */
  nestedString: 2048,
  /** The whole of traits or transient_payload, as JSON. */
  nestedJson: 16 * 1024,
  nestedKey: 64,
} as const;

export const methodField = z.string().max(LIMITS.method).optional();
export const identifierField = z.string().max(LIMITS.identifier).trim().optional();
export const emailField = z.string().max(LIMITS.identifier).trim().toLowerCase().optional();
export const passwordField = z.string().max(LIMITS.password).optional();
export const codeField = z.string().max(LIMITS.code).trim().optional();

function longestString(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (!value || typeof value !== 'object') return 0;
  return Math.max(0, ...Object.values(value).map(longestString));
}

/**
 * A free-form object (traits, transient_payload): short keys, no long string anywhere, and a
 * bounded total. Its values stay `unknown` so the traits schema gives its own field messages.
 */
export const nestedObjectField = z
  .record(z.string().max(LIMITS.nestedKey), z.unknown())
  .refine((value) => longestString(value) <= LIMITS.nestedString, {
    error: `Too big: no value may be longer than ${LIMITS.nestedString} characters`,
  })
  .refine((value) => JSON.stringify(value).length <= LIMITS.nestedJson, {
    error: `Too big: expected at most ${LIMITS.nestedJson} characters of JSON`,
  })
  .optional();
