import type { FlowKind } from './flow.ts';
import type { UiText } from './ui.ts';

type Context = Record<string, unknown>;

/**
 * The English texts for the Kratos message ids we emit (ids from Kratos `text/id.go`, which
 * clients translate by), worded as Kratos's `text/message_*.go` words them. `{name}`
 * placeholders are filled from the context; a function builds texts that need more.
 */
const TEXTS: Record<number, string | ((context: Context, now: Date) => string)> = {
  1010001: 'Sign in',
  1010003: 'Please confirm this action by verifying that it is you.',
  1010004: 'Please complete the second authentication challenge.',
  1010006: 'Authentication code',
  1010009: 'Use Authenticator',
  1010014:
    "A code was sent to the address you provided. If you didn't receive it, please check the spelling of the address and try again.",
  1010015: 'Send sign in code',
  1010022: 'Sign in with password',
  1040001: 'Sign up',
  1040005:
    'An email containing a code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and retry the registration.',
  1050001: 'Your changes have been saved!',
  1050004: 'Unlink TOTP Authenticator App',
  1050005: 'Authenticator app QR code',
  1050006: '{secret}',
  1050017: 'This is your authenticator app secret. Use it if you can not scan the QR code.',
  1060002:
    'An email containing a recovery link has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
  1060003:
    'An email containing a recovery code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
  1060001: (c, now) =>
    `You successfully recovered your account. Please change your password or set up an alternative login method (e.g. social sign in) within the next ${minutesBetween(now, c.privileged_session_expires_at)} minutes.`,
  1070001: 'Password',
  1070002: '{title}',
  1070003: 'Save',
  1070005: 'Submit',
  1070006: 'Verify code',
  1070007: 'Email',
  1070008: 'Resend code',
  1070009: 'Continue',
  1070010: 'Recovery code',
  1070011: 'Verification code',
  1070012: 'Registration code',
  1070013: 'Login code',
  1080001:
    'An email containing a verification link has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
  1080002: 'You successfully verified your email address.',
  1080003:
    'An email containing a verification code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
  4000001: '{reason}',
  4000002: 'Property {property} is missing.',
  4000003: 'length must be >= {min_length}, but got {actual_length}',
  4000004: (c) => `does not match pattern ${JSON.stringify(c.pattern)}`,
  4000006:
    'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
  4000007: 'An account with the same identifier (email, phone, username, ...) exists already.',
  4000008: 'The provided authentication code is invalid, please try again.',
  4000011: 'You have no TOTP device set up.',
  4000017: 'length must be <= {max_length}, but got {actual_length}',
  4000026: (c) =>
    `expected ${(c.allowed_types as string[]).join(' or ')}, but got ${String(c.actual_type)}`,
  4000031: 'The password can not be used because it is too similar to the identifier.',
  4000032: 'The password must be at least {min_length} characters long, but got {actual_length}.',
  4000033: 'The password must be at most {max_length} characters long, but got {actual_length}.',
  4000034: 'The password has been found in data breaches and must no longer be used.',
  4000039: 'The new password must be different from the old password.',
  4000040: 'Enter a valid email address',
  4000041: 'Enter a valid phone number',
  4010002: 'Could not find a strategy to log you in with. Did you fill out the form correctly?',
  4010003: 'Could not find a strategy to sign you up with. Did you fill out the form correctly?',
  4010004:
    'Could not find a strategy to update your settings. Did you fill out the form correctly?',
  4010005:
    'Could not find a strategy to recover your account with. Did you fill out the form correctly?',
  4010006:
    'Could not find a strategy to verify your account with. Did you fill out the form correctly?',
  4010001: (c, now) =>
    `The login flow expired ${minutesBetween(c.expired_at, now)} minutes ago, please try again.`,
  4010008: 'The login code is invalid or has already been used. Please try again.',
  4040001: (c, now) =>
    `The registration flow expired ${minutesBetween(c.expired_at, now)} minutes ago, please try again.`,
  4040003: 'The registration code is invalid or has already been used. Please try again.',
  4050001: (c, now) =>
    `The settings flow expired ${minutesBetween(c.expired_at, now)} minutes ago, please try again.`,
  4060005: (c, now) =>
    `The recovery flow expired ${minutesBetween(c.expired_at, now)} minutes ago, please try again.`,
  4060006: 'The recovery code is invalid or has already been used. Please try again.',
  4070005: (c, now) =>
    `The verification flow expired ${minutesBetween(c.expired_at, now)} minutes ago, please try again.`,
  4070006: 'The verification code is invalid or has already been used. Please try again.',
};

const SUCCESS = new Set([1050001, 1060001, 1080002]);

/** Minutes from one instant to another with two decimals, as Kratos prints them (`%.2f`). */
function minutesBetween(from: unknown, to: unknown): string {
  const ms = new Date(to as string | Date).getTime() - new Date(from as string | Date).getTime();
  return (ms / 60_000).toFixed(2);
}

export function message(id: number, context?: Context, now = new Date()): UiText {
  const template = TEXTS[id];
  if (template === undefined) throw new Error(`no text for message id ${id}`);
  const text =
    typeof template === 'function'
      ? template(context ?? {}, now)
      : template.replace(/\{(\w+)\}/g, (_, key: string) => String(context?.[key] ?? ''));
  const type = id >= 4000000 ? 'error' : SUCCESS.has(id) ? 'success' : 'info';
  return context ? { id, type, text, context } : { id, type, text };
}

/**
 * A time in a message context the way Kratos's `text` package puts it (`<key>` as RFC 3339,
 * `<key>_unix` in seconds), plus the whole minutes Ory's UI templates derive from `_unix`
 * (`{<key>_unix_since_minutes}`, `{<key>_unix_until_minutes}`), so templates that only
 * substitute keys read the same number.
 */
function timeContext(key: string, at: Date, now: Date, derived: 'since' | 'until'): Context {
  const unix = Math.floor(at.getTime() / 1000);
  const ms = derived === 'since' ? now.getTime() - at.getTime() : at.getTime() - now.getTime();
  return {
    [key]: at.toISOString(),
    [`${key}_unix`]: unix,
    [`${key}_unix_${derived}_minutes`]: Math.max(0, Math.ceil(ms / 60_000)),
  };
}

const EXPIRED: Record<FlowKind, number> = {
  login: 4010001,
  registration: 4040001,
  settings: 4050001,
  recovery: 4060005,
  verification: 4070005,
};

/** "The <kind> flow expired N minutes ago" on the flow that replaces an expired one. */
export function flowExpiredMessage(kind: FlowKind, expiredAt: Date, now = new Date()): UiText {
  return message(EXPIRED[kind], timeContext('expired_at', expiredAt, now, 'since'), now);
}

/** 1060001 on the settings flow a recovery lands on: how long the fresh sign-in lasts. */
export function recoverySuccessfulMessage(privilegedUntil: Date, now = new Date()): UiText {
  return message(
    1060001,
    {
      // Kratos still sends the old camel-case key beside the snake-case ones.
      privilegedSessionExpiresAt: privilegedUntil.toISOString(),
      ...timeContext('privileged_session_expires_at', privilegedUntil, now, 'until'),
    },
    now,
  );
}
