/**
 * The closed list of failure codes: every error body (HTTP, and the STOMP ERROR frame's header and
 * body) names one as `code`, beside a `message` for people. Clients switch on the code, never on
 * the message, which may be reworded or translated. Each code keeps its HTTP status; a new
 * condition a client could act on gets a new code here (docs/development.md, "Error codes").
 */
export const errorStatuses = {
  /** A field, the body, a header or a path the server cannot accept; `errors` names the fields. */
  INVALID_REQUEST: 400,
  /** No bearer token where one is needed. */
  UNAUTHENTICATED: 401,
  /** A bearer token no longer good (run out, signed out, replaced, or made up): sign in again. */
  SESSION_EXPIRED: 401,
  /** Wrong username or password. */
  SIGN_IN_FAILED: 401,
  /** Signed in, but not allowed this (another role, another person's resource). */
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** A live connection that did not say CONNECT in time. */
  REQUEST_TIMEOUT: 408,
  /** A username, e-mail or horoscope profile that exists already. */
  ALREADY_EXISTS: 409,
  /** Other requests kept changing the same rows: send the same request again. */
  CONCURRENT_UPDATE: 409,
  /** The wallet does not cover the price (or the AI assistant's minimum balance): buy credits. */
  INSUFFICIENT_CREDITS: 409,
  /** No card provider is configured; the wallet still pays. */
  CARD_PAYMENTS_UNAVAILABLE: 409,
  /** The order is paid, cancelled or expired. */
  ORDER_NOT_PAYABLE: 409,
  /** A payment link that was paid already. */
  ALREADY_PAID: 409,
  /** A payment link its astrologer cancelled. */
  PAYMENT_LINK_REVOKED: 409,
  /** A question still waiting for its payment. */
  PAYMENT_PENDING: 409,
  /** A question refunded because it was not answered in time. */
  QUESTION_REFUNDED: 409,
  /** A question thread with all the follow-ups it may hold. */
  THREAD_FULL: 409,
  /** The customer has no birth details yet. */
  HOROSCOPE_REQUIRED: 409,
  /** The astrologer is offline, hidden, or not offering this service. */
  ASTROLOGER_UNAVAILABLE: 409,
  /** The caller (or the customer accepted) is in another live session. */
  IN_SESSION: 409,
  /** A chat or video request that is no longer waiting for an answer. */
  SESSION_NOT_PENDING: 409,
  /** The chat or video session is not running (ended, or never started). */
  SESSION_ENDED: 409,
  /** A payout larger than what the astrologer's earnings still hold. */
  PAYOUT_OVER_PAYABLE: 409,
  /** The resource's state does not allow this step (an answered question back to draft, say). */
  STATE_CONFLICT: 409,
  /** A body, file or frame above its limit, or too many files at once. */
  PAYLOAD_TOO_LARGE: 413,
  /** An address (path and query) longer than the router reads. */
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** An Idempotency-Key sent again with a different request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The AI assistant could not read the chart it was asked about. */
  CHART_UNREADABLE: 422,
  /** Too many requests, attempts, connections or frames: wait (Retry-After when known). */
  RATE_LIMITED: 429,
  /** A fault of the server's; nothing more is said. */
  SERVER_ERROR: 500,
  /** A service the server depends on (the AI provider) failed. */
  UPSTREAM_FAILED: 502,
  /** The database, Redis or the mail server is away for a while: retry after Retry-After. */
  UNAVAILABLE: 503,
  /** This server is closing (a deploy, a restart): send the request again on a new connection. */
  SHUTTING_DOWN: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatuses;

export const errorCodes = Object.keys(errorStatuses) as [ErrorCode, ...ErrorCode[]];

/** The usual code of a status, for an answer that did not name one (a framework's or a proxy's). */
export function errorCodeOfStatus(status: number): ErrorCode {
  const codes: Partial<Record<number, ErrorCode>> = {
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    408: 'REQUEST_TIMEOUT',
    409: 'STATE_CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    414: 'URI_TOO_LONG',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'RATE_LIMITED',
    502: 'UPSTREAM_FAILED',
    503: 'UNAVAILABLE',
    504: 'UNAVAILABLE',
  };
  return codes[status] ?? (status >= 500 ? 'SERVER_ERROR' : 'INVALID_REQUEST');
}
