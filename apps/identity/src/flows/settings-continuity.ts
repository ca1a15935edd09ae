import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { randomToken, sameSecret, sha256 } from '../tokens.ts';

/**
 * Kratos's continuity container for settings: a change that needs a fresh sign-in is kept,
 * not lost, while the browser signs in again, then applied when it comes back through
 * `GET /self-service/settings?flow=<id>`. Kratos keeps it 15 minutes, bound to the identity
 * and to the browser by the `ory_kratos_continuity` cookie.
 */
export const CONTINUITY_COOKIE = 'ory_kratos_continuity';
export const PAUSE_LIFESPAN_MS = 15 * 60_000;

/** The submitted change, replayed through the same rules when it resumes. */
export type SettingsChange =
  | { method: 'profile'; traits: unknown }
  | { method: 'password'; password: string }
  | { method: 'totp'; code: string; unlink: boolean };

/**
 * What the flow stores. The change may hold a new password, so it is sealed (AES-256-GCM)
 * with a key derived from the cookie's secret: the database alone cannot read it, and only
 * the browser that made the change can resume it.
 */
export interface PausedChange {
  tokenHash: string;
  identityId: string;
  expiresAt: string;
  iv: string;
  sealed: string;
}

function keyOf(token: string): Buffer {
  return Buffer.from(hkdfSync('sha256', token, '', 'crossport settings continuity', 32));
}

/** Seals a change for this identity; the token goes to the browser as the cookie. */
export function pauseChange(
  change: SettingsChange,
  identityId: string,
  now = new Date(),
): { token: string; paused: PausedChange } {
  const token = randomToken('', 32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(token), iv);
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(change), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return {
    token,
    paused: {
      tokenHash: sha256(token),
      identityId,
      expiresAt: new Date(now.getTime() + PAUSE_LIFESPAN_MS).toISOString(),
      iv: iv.toString('base64url'),
      sealed: sealed.toString('base64url'),
    },
  };
}

/** The paused change, if this browser's token, this identity and its lifespan all match. */
export function resumeChange(
  paused: PausedChange | undefined,
  token: string | undefined,
  identityId: string,
  now = new Date(),
): SettingsChange | null {
  if (!paused || !token || !sameSecret(sha256(token), paused.tokenHash)) return null;
  if (paused.identityId !== identityId || new Date(paused.expiresAt) <= now) return null;
  try {
    const sealed = Buffer.from(paused.sealed, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(token),
      Buffer.from(paused.iv, 'base64url'),
    );
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - 16)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8')) as SettingsChange;
  } catch {
    return null;
  }
}
