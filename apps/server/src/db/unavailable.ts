// PostgreSQL's class 08 (connection exception), 57P01-57P03 (shut down by an administrator or a
// crash, or not accepting connections yet), 53300 (too many connections) and 57014 (a statement
// ended by DATABASE_STATEMENT_TIMEOUT_MS, stuck behind a lock or an overloaded server): the database
// cannot serve the request for a while, not the request's fault.
const unavailableCodes = /^(08[0-9A-Z]{3}|57P0[123]|57014|53300)$/;

// Socket failures on the way to the database: refused while it restarts, reset when it stops.
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// node-postgres reports a lost or unobtainable connection in words only.
const lostConnection =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * True for an error saying the database cannot be reached right now (a restart, a failover, a
 * maintenance window), as opposed to one about the request: such a request may be tried again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableCodes.test(code) || socketCodes.has(code)))
    return true;
  if (lostConnection.test(error.message)) return true;
  // Node tries every address of a host name (localhost: ::1 and 127.0.0.1) and reports them together.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const databaseRetryAfterSeconds = 5;
