/**
 * The emails we send, by Kratos courier template type (`second_factor_locked` is ours: Kratos
 * has no lock). Plain text keeps them readable in logs.
 */
export type TemplateType =
  | 'verification_code_valid'
  | 'recovery_code_valid'
  | 'login_code_valid'
  | 'registration_code_valid'
  | 'second_factor_locked';

const KRATOS_TEMPLATE_TYPES: ReadonlySet<string> = new Set<TemplateType>([
  'verification_code_valid',
  'recovery_code_valid',
  'login_code_valid',
  'registration_code_valid',
]);

/**
 * The type Kratos's admin courier API shows: its message schema allows only Kratos's own
 * templates, so ours (the lock notice) show as Kratos's generic `stub`.
 */
export function kratosTemplateType(type: string): string {
  return KRATOS_TEMPLATE_TYPES.has(type) ? type : 'stub';
}

export interface Email {
  templateType: TemplateType;
  recipient: string;
  subject: string;
  body: string;
}

export function verificationEmail(recipient: string, code: string, link: string): Email {
  return {
    templateType: 'verification_code_valid',
    recipient,
    subject: 'Please verify your email address',
    body: `Hi,\n\nplease verify your Crossport account by entering this code:\n\n${code}\n\nor by opening this link:\n\n${link}\n`,
  };
}

export function recoveryEmail(recipient: string, code: string): Email {
  return {
    templateType: 'recovery_code_valid',
    recipient,
    subject: 'Recover access to your account',
    body: `Hi,\n\nplease recover access to your Crossport account by entering this code:\n\n${code}\n\nIf you did not ask for this, ignore this email.\n`,
  };
}

export function loginCodeEmail(recipient: string, code: string): Email {
  return {
    templateType: 'login_code_valid',
    recipient,
    subject: 'Your sign-in code',
    body: `Hi,\n\nyour Crossport sign-in code is:\n\n${code}\n\nIf you did not try to sign in, ignore this email.\n`,
  };
}

/**
 * The code that finishes a sign-up. Every sign-up gets this same email, whether or not the
 * address has an account already (the form must not tell), so it says what to do in both cases.
 */
export function registrationCodeEmail(recipient: string, code: string): Email {
  return {
    templateType: 'registration_code_valid',
    recipient,
    subject: 'Your sign-up code',
    body: `Hi,\n\nyour Crossport sign-up code is:\n\n${code}\n\nEnter it to finish creating your account. If you already have an account with this address, sign in or reset your password instead. If you did not try to sign up, ignore this email.\n`,
  };
}

/** Told at once, so the owner learns that someone has their password (the lock needs it). */
export function secondFactorLockedEmail(
  recipient: string,
  wrongCodes: number,
  lockedUntil: Date,
): Email {
  const until = `${lockedUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    templateType: 'second_factor_locked',
    recipient,
    subject: 'Your second factor was locked',
    body: `Hi,\n\nyour second factor was locked after ${wrongCodes} wrong codes from an authenticator app were entered for your Crossport account. Until ${until} no code is accepted, not even the right one.\n\nThe codes were entered after signing in with your password. If that was not you, someone knows your password: change it as soon as you can sign in again, and tell an administrator.\n`,
  };
}
