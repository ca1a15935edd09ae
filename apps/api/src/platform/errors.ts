/** Domain errors: services throw these; one handler maps them to the wire shape. */
export interface ErrorDetail {
  field?: string;
  message: string;
}

export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends DomainError {
  constructor(message: string, details?: ErrorDetail[], code = 'validation_failed') {
    super(400, code, message, details);
  }
}

export class Unprocessable extends DomainError {
  constructor(message: string, details?: ErrorDetail[]) {
    super(422, 'unprocessable', message, details);
  }
}

export class Unauthenticated extends DomainError {
  constructor(message = 'Please sign in to continue.') {
    super(401, 'unauthenticated', message);
  }
}

export class Forbidden extends DomainError {
  constructor(message = 'You are not allowed to do this.', code = 'forbidden') {
    super(403, code, message);
  }
}

export class NotFound extends DomainError {
  constructor(what: string) {
    super(404, 'not_found', `${what} was not found.`);
  }
}

export class Conflict extends DomainError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}

export class ServiceUnavailable extends DomainError {
  constructor(message = 'The service is temporarily unavailable. Please try again shortly.') {
    super(503, 'service_unavailable', message);
  }
}
