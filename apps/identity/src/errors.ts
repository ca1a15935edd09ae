/**
 * A failure in Kratos's error shape: `{ error: { id, code, status, reason, message } }` plus
 * optional top-level fields (`redirect_browser_to`, `use_flow_id`). Thrown anywhere, written in
 * one place (`http/error-handler.ts`).
 */
export class KratosError extends Error {
  constructor(
    readonly code: number,
    readonly status: string,
    message: string,
    readonly reason?: string,
    readonly id?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    const error: Record<string, unknown> = { code: this.code, status: this.status };
    if (this.id) error.id = this.id;
    if (this.reason) error.reason = this.reason;
    error.message = this.message;
    return { error, ...this.extra };
  }
}

export const badRequest = (reason: string, id?: string) =>
  new KratosError(
    400,
    'Bad Request',
    'The request was malformed or contained invalid parameters',
    reason,
    id,
  );

/** The spec (§5) wording for a missing required parameter, shared with the official SDK. */
export const requiredParameter = (name: string) =>
  new KratosError(
    400,
    'Bad Request',
    `Required parameter "${name}" was null or undefined`,
    `Required parameter "${name}" was null or undefined`,
  );

export const notFound = (reason = 'The requested resource could not be found') =>
  new KratosError(404, 'Not Found', 'The requested resource could not be found', reason);

export const sessionInactive = () =>
  new KratosError(
    401,
    'Unauthorized',
    'request does not have a valid authentication session',
    'No active session was found in this request.',
    'session_inactive',
  );

export const csrfViolation = () =>
  new KratosError(
    403,
    'Forbidden',
    'the request was rejected to protect you from Cross-Site-Request-Forgery',
    'Please retry the flow and optionally clear your cookies. The request was rejected to protect you from Cross-Site-Request-Forgery (CSRF) which could cause account takeover, leaking personal information, and other serious security issues.',
    'security_csrf_violation',
  );

export const identityMismatch = () =>
  new KratosError(
    403,
    'Forbidden',
    'Requested a flow for a different identity than the one of the current session.',
    'The flow belongs to another identity.',
    'security_identity_mismatch',
  );

export const sessionAlreadyAvailable = () =>
  new KratosError(
    400,
    'Bad Request',
    'A valid session was detected and thus login is not possible. Did you forget to set `?refresh=true`?',
    'A valid session was detected and thus login is not possible.',
    'session_already_available',
  );

export const returnToForbidden = (url: string) =>
  new KratosError(
    400,
    'Bad Request',
    'The request was malformed or contained invalid parameters',
    `Requested return_to URL "${url}" is not allowed.`,
    'self_service_flow_return_to_forbidden',
  );

export const flowExpired = (useFlowId: string, expiredAt: Date, reason: string) =>
  new KratosError(410, 'Gone', 'self-service flow expired', reason, 'self_service_flow_expired', {
    use_flow_id: useFlowId,
    expired_at: expiredAt.toISOString(),
  });

export const browserLocationChangeRequired = (to: string) =>
  new KratosError(
    422,
    'Unprocessable Entity',
    'browser location change required',
    'In order to complete this flow please redirect the browser to: ' + to,
    'browser_location_change_required',
    { redirect_browser_to: to },
  );

export const sessionRefreshRequired = (to: string) =>
  new KratosError(
    403,
    'Forbidden',
    'The login session is too old and thus not allowed to update these fields. Please re-authenticate.',
    'The login session is too old and thus not allowed to update these fields. Please re-authenticate.',
    'session_refresh_required',
    { redirect_browser_to: to },
  );

/**
 * Kratos's answer when the session has fewer factors than the identity has set up
 * (`required_aal: highest_available`): sign in with the second factor at `to` first.
 */
export const sessionAal2Required = (to: string) =>
  new KratosError(
    403,
    'Forbidden',
    'Session does not fulfill the requested Authenticator Assurance Level',
    'An active session was found but it does not fulfill the requested Authenticator Assurance Level. Please verify yourself with a second factor to resolve this issue.',
    'session_aal2_required',
    { redirect_browser_to: to },
  );

export const tooManyAttempts = () =>
  new KratosError(
    429,
    'Too Many Requests',
    'Too many sign-in attempts. Please wait a few minutes and try again.',
    'Too many attempts were made in a short time.',
    'rate_limit_exceeded',
  );
