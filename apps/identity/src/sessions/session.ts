/** One way the session's owner proved who they are (Kratos `authentication_methods`). */
export interface AuthenticationMethod {
  /** `impersonation`: support opened it with a one-time grant (read-only, never the customer's). */
  method: 'password' | 'code' | 'code_recovery' | 'impersonation' | 'totp';
  aal: 'aal1' | 'aal2';
  completed_at: string;
}

/** Where a session was used from, recorded when it was issued. */
export interface SessionDevice {
  id: string;
  ip_address: string;
  user_agent: string;
  location: string;
}
