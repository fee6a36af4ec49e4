import { errorCodeSchema, errorStatuses } from '@kusp/contracts';

/**
 * What is wrong with an answer's error body, or null: from 400 up it is JSON naming a code of the
 * contracts' list (issue 43), and the status is that code's.
 */
export function errorBodyProblem(status: number, body: string): string | null {
  if (status < 400) return null;
  let code: unknown;
  try {
    code = (JSON.parse(body) as { code?: unknown } | null)?.code;
  } catch {
    return 'the body is not JSON';
  }
  const known = errorCodeSchema.safeParse(code);
  if (!known.success) return `code ${JSON.stringify(code)} is not one of the list`;
  const expected = errorStatuses[known.data];
  return expected === status ? null : `code ${known.data} goes with ${expected}, not ${status}`;
}
