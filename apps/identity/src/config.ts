import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import type { RevokeActiveSessionsAfter } from './sessions/revoke-active-sessions.ts';

const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((value) => value === 'true' || value === '1' || value === 'on');

/**
 * Addresses whose X-Forwarded-For is believed: IPs, CIDR ranges or proxy-addr's names
 * (`loopback`, `linklocal`, `uniquelocal`), comma-separated.
 */
const proxyList = z
  .string()
  .max(2000)
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z.string().refine((entry) => {
          if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
          const [address = '', bits, ...extra] = entry.split('/');
          if (extra.length > 0 || !isIP(address)) return false;
          return bits === undefined || /^\d{1,3}$/.test(bits);
        }, 'an IP address, a CIDR range, loopback, linklocal or uniquelocal'),
      )
      .max(50),
  );

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  IDENTITY_PORT: z.coerce.number().int().min(0).default(4433),
  IDENTITY_HOST: z.string().default('127.0.0.1'),
  IDENTITY_PUBLIC_URL: z.url().default('http://127.0.0.1:3000/api/.ory'),
  IDENTITY_UI_URL: z.url().default('http://127.0.0.1:3000'),
  IDENTITY_ALLOWED_RETURN_URLS: z.string().default(''),
  IDENTITY_ADMIN_ENABLED: flag.default(false),
  IDENTITY_ADMIN_PORT: z.coerce.number().int().min(0).max(65535).default(4434),
  IDENTITY_TRUSTED_PROXIES: proxyList.default(['loopback']),
  IDENTITY_DEMO_DATA: flag.default(true),
  IDENTITY_SESSION_LIFESPAN_SECONDS: seconds(30 * 24 * 3600),
  IDENTITY_FLOW_LIFESPAN_SECONDS: seconds(3600),
  IDENTITY_PRIVILEGED_SESSION_MAX_AGE_SECONDS: seconds(15 * 60),
  IDENTITY_CODE_LIFESPAN_SECONDS: seconds(15 * 60),
  IDENTITY_LOGIN_LIMIT_PER_IDENTIFIER: z.coerce.number().int().positive().default(10),
  IDENTITY_LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(100),
  IDENTITY_LOGIN_LIMIT_WINDOW_SECONDS: seconds(15 * 60),
  IDENTITY_SIGNUP_LIMIT_PER_IDENTIFIER: z.coerce.number().int().positive().default(5),
  IDENTITY_SIGNUP_LIMIT_PER_IP: z.coerce.number().int().positive().default(50),
  IDENTITY_CODE_LIMIT_PER_IDENTITY: z.coerce.number().int().positive().default(5),
  IDENTITY_TOTP_LIMIT_PER_FLOW: z.coerce.number().int().positive().max(100).default(5),
  IDENTITY_TOTP_LIMIT_PER_IDENTITY: z.coerce.number().int().positive().max(100).default(10),
  IDENTITY_TOTP_LIMIT_WINDOW_SECONDS: seconds(15 * 60),
  IDENTITY_SECRET_COOKIE: z.string().min(32).optional(),
  IDENTITY_REVOKE_SESSIONS_AFTER_RECOVERY: flag.default(true),
  IDENTITY_REVOKE_SESSIONS_AFTER_PASSWORD_CHANGE: flag.default(true),
  IDENTITY_TOKENIZE_TEMPLATE: z.string().min(1).default('crossport'),
  IDENTITY_TOKENIZE_SECRET: z.string().min(32).optional(),
  IDENTITY_TOKENIZE_TTL_SECONDS: seconds(60),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Crossport <no-reply@crossport.local>'),
  LOG_LEVEL: z.string().default('info'),
  /** The name authenticator apps show beside the account (Kratos `totp.config.issuer`). */
  IDENTITY_TOTP_ISSUER: z.string().min(1).max(64).default('Crossport'),
});

/** Everything the identity service reads from the environment, parsed once at start-up. */
export interface IdentityConfig {
  production: boolean;
  test: boolean;
  port: number;
  host: string;
  /** Where browsers reach this service (through the web app's `/api/.ory` proxy). */
  publicUrl: string;
  /** The web app that renders the flow pages (`/login`, `/registration`, ...). */
  uiUrl: string;
  allowedReturnUrls: string[];
  /**
   * Kratos's admin API (the courier outbox holds every code mailed): off unless
   * IDENTITY_ADMIN_ENABLED, and then on its own listener on 127.0.0.1:adminPort, never on
   * the public port.
   */
  adminEnabled: boolean;
  adminPort: number;
  /** The web server(s) whose X-Forwarded-For names the client; loopback by default. */
  trustedProxies: string[];
  demoData: boolean;
  sessionLifespanMs: number;
  flowLifespanMs: number;
  privilegedSessionMaxAgeMs: number;
  codeLifespanMs: number;
  loginLimit: { perIdentifier: number; perIp: number; windowMs: number };
  /** Registrations and sign-in email changes per email and per client IP per window. */
  signupLimit: { perIdentifier: number; perIp: number; windowMs: number };
  /** One-time codes sent to one identity per window, over all flows and resends. */
  codeLimit: { perIdentity: number; windowMs: number };
  /**
   * Authenticator codes (sign-in with aal2 and linking in settings): guesses per flow, and
   * wrong ones per identity per window; reaching the latter locks TOTP for the window.
   */
  totpLimit: { perFlow: number; perIdentity: { wrong: number; windowMs: number } };
  /** When Kratos's `revoke_active_sessions` hook runs (on for both unless turned off). */
  revokeActiveSessionsAfter: RevokeActiveSessionsAfter[];
  tokenizer: { template: string; secret: string | undefined; ttlSeconds: number };
  smtp: { url: string | undefined; from: string };
  logLevel: string;
  totpIssuer: string;
  /** HMAC key binding CSRF form tokens to the CSRF cookie; random per start unless set. */
  cookieSecret: string;
  /** Cookies are `Secure` only when browsers reach us over https. */
  secureCookies: boolean;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const parsed = EnvSchema.parse(env);
  const production = parsed.NODE_ENV === 'production';
  const publicUrl = trimSlash(parsed.IDENTITY_PUBLIC_URL);
  return {
    production,
    test: parsed.NODE_ENV === 'test',
    port: parsed.IDENTITY_PORT,
    host: parsed.IDENTITY_HOST,
    publicUrl,
    uiUrl: trimSlash(parsed.IDENTITY_UI_URL),
    allowedReturnUrls: parsed.IDENTITY_ALLOWED_RETURN_URLS.split(',')
      .map((url) => url.trim())
      .filter(Boolean),
    adminEnabled: parsed.IDENTITY_ADMIN_ENABLED,
    adminPort: parsed.IDENTITY_ADMIN_PORT,
    trustedProxies: parsed.IDENTITY_TRUSTED_PROXIES,
    demoData: parsed.IDENTITY_DEMO_DATA,
    sessionLifespanMs: parsed.IDENTITY_SESSION_LIFESPAN_SECONDS * 1000,
    flowLifespanMs: parsed.IDENTITY_FLOW_LIFESPAN_SECONDS * 1000,
    privilegedSessionMaxAgeMs: parsed.IDENTITY_PRIVILEGED_SESSION_MAX_AGE_SECONDS * 1000,
    codeLifespanMs: parsed.IDENTITY_CODE_LIFESPAN_SECONDS * 1000,
    loginLimit: {
      perIdentifier: parsed.IDENTITY_LOGIN_LIMIT_PER_IDENTIFIER,
      perIp: parsed.IDENTITY_LOGIN_LIMIT_PER_IP,
      windowMs: parsed.IDENTITY_LOGIN_LIMIT_WINDOW_SECONDS * 1000,
    },
    signupLimit: {
      perIdentifier: parsed.IDENTITY_SIGNUP_LIMIT_PER_IDENTIFIER,
      perIp: parsed.IDENTITY_SIGNUP_LIMIT_PER_IP,
      windowMs: parsed.IDENTITY_LOGIN_LIMIT_WINDOW_SECONDS * 1000,
    },
    codeLimit: {
      perIdentity: parsed.IDENTITY_CODE_LIMIT_PER_IDENTITY,
      windowMs: parsed.IDENTITY_LOGIN_LIMIT_WINDOW_SECONDS * 1000,
    },
    totpLimit: {
      perFlow: parsed.IDENTITY_TOTP_LIMIT_PER_FLOW,
      perIdentity: {
        wrong: parsed.IDENTITY_TOTP_LIMIT_PER_IDENTITY,
        windowMs: parsed.IDENTITY_TOTP_LIMIT_WINDOW_SECONDS * 1000,
      },
    },
    revokeActiveSessionsAfter: [
      ...(parsed.IDENTITY_REVOKE_SESSIONS_AFTER_RECOVERY ? (['recovery'] as const) : []),
      ...(parsed.IDENTITY_REVOKE_SESSIONS_AFTER_PASSWORD_CHANGE
        ? (['password_change'] as const)
        : []),
    ],
    tokenizer: {
      template: parsed.IDENTITY_TOKENIZE_TEMPLATE,
      secret: parsed.IDENTITY_TOKENIZE_SECRET,
      ttlSeconds: parsed.IDENTITY_TOKENIZE_TTL_SECONDS,
    },
    smtp: { url: parsed.SMTP_URL || undefined, from: parsed.SMTP_FROM },
    logLevel: parsed.LOG_LEVEL,
    totpIssuer: parsed.IDENTITY_TOTP_ISSUER,
    cookieSecret: parsed.IDENTITY_SECRET_COOKIE ?? randomBytes(32).toString('base64url'),
    secureCookies: publicUrl.startsWith('https:'),
  };
}
