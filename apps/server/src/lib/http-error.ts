import { errorStatuses, messages, type ErrorCode } from '@kusp/contracts';

/**
 * An expected failure a handler reports to the caller as `{code, message, errors?}`; the code
 * decides the status (errorStatuses in the contracts).
 */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    /** Extra response headers, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = errorStatuses[code];
  }
}

export const notFound = (message: string = messages.generic.notFound) =>
  new HttpError('NOT_FOUND', message);

/** A field problem: the first field's text becomes the message, as the screens show it. */
export function fieldError(errors: Record<string, string>): HttpError {
  const first = Object.values(errors)[0] ?? messages.generic.invalidRequest;
  return new HttpError('INVALID_REQUEST', first, errors);
}
