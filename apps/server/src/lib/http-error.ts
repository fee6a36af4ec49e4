/** An expected failure a handler reports to the caller as `{message, errors?}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Extra response headers, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);

/** A field problem: the first field's text becomes the message, as the screens show it. */
export function fieldError(errors: Record<string, string>): HttpError {
  const first = Object.values(errors)[0] ?? 'Please check the highlighted fields';
  return new HttpError(400, first, errors);
}
