import type { UiText } from './ui.ts';

/**
 * Our English texts for the Kratos message ids we emit (ids from Kratos `text/id.go`, which
 * clients translate by). Texts with `{name}` placeholders are filled from the context.
 */
const TEXTS: Record<number, string> = {
  1010001: 'Sign in',
  1010003: 'Please confirm this action by verifying that it is you.',
  1010014:
    'A code has been sent to the address you provided. If you have not received it, check the spelling and retry.',
  1010015: 'Send sign in code',
  1010022: 'Sign in with password',
  1040001: 'Sign up',
  1050001: 'Your changes have been saved!',
  1060002: 'An email containing a recovery link has been sent to the email address you provided.',
  1060003:
    'An email containing a recovery code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
  1060001:
    'You successfully recovered your account. Please change your password or set up an alternative login method (e.g. social sign in) within the next {privileged_session_expires_at_unix_minutes} minutes.',
  1070001: 'Password',
  1070002: '{title}',
  1070003: 'Save',
  1070005: 'Submit',
  1070007: 'Email',
  1070008: 'Resend code',
  1070009: 'Continue',
  1070010: 'Recovery code',
  1070011: 'Verification code',
  1070013: 'Login code',
  1080001:
    'An email containing a verification link has been sent to the email address you provided.',
  1080002: 'You successfully verified your email address.',
  1080003:
    'An email containing a verification code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
  4000001: '{reason}',
  4000002: 'Property {property} is missing.',
  4000004: '"{value}" is not a valid {format}.',
  4000006:
    'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
  4000007: 'An account with the same identifier (email, phone, username, ...) exists already.',
  4000026: 'Expected {expected_type}, but got {actual_type}.',
  4000031: 'The password can not be used because it is too similar to the identifier.',
  4000032: 'The password must be at least {min_length} characters long, but got {actual_length}.',
  4000033: 'The password must be at most {max_length} characters long, but got {actual_length}.',
  4000034: 'The password has been found in data breaches and must no longer be used.',
  4000039: 'The new password must be different from the old password.',
  4010002: 'Could not find a strategy to sign you in with. Did you fill out the form correctly?',
  4010003: 'Could not find a strategy to sign you up with. Did you fill out the form correctly?',
  4010004:
    'Could not find a strategy to update your settings. Did you fill out the form correctly?',
  4010005:
    'Could not find a strategy to recover your account with. Did you fill out the form correctly?',
  4010006:
    'Could not find a strategy to verify your account with. Did you fill out the form correctly?',
  4010001: 'The login flow expired {expired_at_unix_minutes} minutes ago, please try again.',
  4010008: 'The login code is invalid or has already been used. Please try again.',
  4040001: 'The registration flow expired {expired_at_unix_minutes} minutes ago, please try again.',
  4050001: 'The settings flow expired {expired_at_unix_minutes} minutes ago, please try again.',
  4060005: 'The recovery flow expired {expired_at_unix_minutes} minutes ago, please try again.',
  4060006: 'The recovery code is invalid or has already been used. Please try again.',
  4070005: 'The verification flow expired {expired_at_unix_minutes} minutes ago, please try again.',
  4070006: 'The verification code is invalid or has already been used. Please try again.',
};

const SUCCESS = new Set([1050001, 1060001, 1080002]);

export function message(id: number, context?: Record<string, unknown>): UiText {
  const template = TEXTS[id];
  if (template === undefined) throw new Error(`no text for message id ${id}`);
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => String(context?.[key] ?? ''));
  const type = id >= 4000000 ? 'error' : SUCCESS.has(id) ? 'success' : 'info';
  return context ? { id, type, text, context } : { id, type, text };
}
