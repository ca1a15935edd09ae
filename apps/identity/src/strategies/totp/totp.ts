import { Secret, TOTP, URI } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side: a phone's clock a little off, or a code typed as it turned over. */
const WINDOW = 1;

function totpOf(url: string): TOTP {
  const parsed = URI.parse(url);
  if (parsed instanceof TOTP) return parsed;
  throw new Error('Not a TOTP URL');
}

/** A new secret and its `otpauth://` URL, labelled with the issuer and the account's email. */
export function newTotp(issuer: string, account: string): { url: string; secret: string } {
  const totp = new TOTP({
    issuer,
    label: account,
    secret: new Secret({ size: 20 }),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });
  return { url: totp.toString(), secret: totp.secret.base32 };
}

/** The URL of a TOTP on a secret we already have (the demo staff accounts' fixed secret). */
export function totpUrlFor(issuer: string, account: string, base32Secret: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(base32Secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
  }).toString();
}

/** The base32 secret of a TOTP URL (shown beside the QR code for manual entry). */
export function secretOf(url: string): string {
  return totpOf(url).secret.base32;
}

/**
 * The time step a code belongs to when it is right for `at` (± one step), else null. Callers
 * refuse a step not after the last one used, so each code works once.
 */
export function matchingStep(url: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(url);
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an authenticator app shows for this secret at `at` (tests and the demo). */
export function totpCode(base32Secret: string, at: Date = new Date()): string {
  return new TOTP({
    secret: Secret.fromBase32(base32Secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
  }).generate({ timestamp: at.getTime() });
}

/** The QR code an authenticator app scans, as a PNG data URL (Kratos's `totp_qr` node). */
export function qrCodeDataUrl(url: string): Promise<string> {
  return QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 256 });
}
