/** The emails we send, by Kratos courier template type. Plain text keeps them readable in logs. */
export type TemplateType =
  | 'verification_code_valid'
  | 'recovery_code_valid'
  | 'login_code_valid'
  | 'registration_code_valid';

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
