import type { FastifyBaseLogger } from 'fastify';
import type { IdentityConfig } from './config.ts';
import type { Courier } from './courier/courier.ts';
import type { Database } from './database/database.ts';
import type { SignupLimit } from './flows/signup-limit.ts';
import type { LoginAttempts } from './strategies/password/login-attempts.ts';

/** What every route and flow needs, built once per app in `app.ts`. */
export interface IdentityContext {
  config: IdentityConfig;
  db: Database;
  courier: Courier;
  loginAttempts: LoginAttempts;
  /** Recovery and verification emails asked for, limited like sign-ins so nobody floods an inbox. */
  codeRequests: LoginAttempts;
  /** Registrations and email changes (each reveals whether an email has an account). */
  signupLimit: SignupLimit;
  log: FastifyBaseLogger;
  /** Key for `tokenize_as` JWTs; from IDENTITY_TOKENIZE_SECRET or random per process. */
  tokenizeKey: Uint8Array;
  /**
   * The time authenticator codes are checked and counted at (their time steps, the guess
   * budget's window and lock): the real clock, moved by tests that wait out a lock.
   */
  now: () => Date;
}
