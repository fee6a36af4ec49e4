/** The SQLSTATE of a database error (PostgreSQL and PGlite alike), or undefined. */
const sqlState = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

// PostgreSQL's class 22, "data exception": a value the database cannot take (a character it cannot
// store, a number out of range). The input's fault, so a 400; the input rules should catch it first.
export const isDataException = (error: unknown) => sqlState(error)?.startsWith('22') === true;

/**
 * A failure caused by the row written rather than by the database: a data exception or an
 * integrity constraint (class 23). Another row in the same statement would have succeeded.
 */
export const isRowFault = (error: unknown) => {
  const state = sqlState(error);
  return state !== undefined && (state.startsWith('22') || state.startsWith('23'));
};
