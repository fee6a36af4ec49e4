import {
  errorCodeOfStatus,
  errorCodes,
  messages,
  type ErrorBody,
  type ErrorCode,
} from '@kusp/contracts';
import { currentLanguage, translateMessage } from './i18n';
import { currentToken, useSession } from './session';

/**
 * A failed call, carrying the server's code (what to switch on), its message (what to show, or the
 * spec's fallback) and field errors. An answer without a code (a proxy's) takes its status's usual one.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
    readonly code: ErrorCode = errorCodeOfStatus(status),
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | Array<string | number>>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key on a payment. */
  headers?: Record<string, string>;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

let transport: typeof fetch = (input, init) => fetch(input, init);
/** The server's prerender answers the page's calls in-process instead of over the network. */
export function setApiTransport(send: typeof fetch) {
  transport = send;
}

/** Sends a call under /api with the bearer token; the token it went with comes back too. */
async function send(path: string, options: RequestOptions) {
  const token = currentToken();
  const isForm = options.body instanceof FormData;
  const response = await transport(withQuery(`/api${path}`, options.query), {
    method: options.method ?? 'GET',
    headers: {
      // The chosen language: the server writes mails to a new account in it (docs/i18n.md).
      'accept-language': currentLanguage(),
      ...options.headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    body: isForm
      ? (options.body as FormData)
      : options.body !== undefined
        ? JSON.stringify(options.body)
        : undefined,
    signal: options.signal,
  });
  return { response, token };
}

/** Reads a JSON answer; signs out on a 401 and throws `ApiError` for any failure. */
async function readJson(response: Response, token: string | null): Promise<unknown> {
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const bodyStatus = (body as { status?: unknown } | undefined)?.status;
  // Only when the refused token is still the session's: a call sent just before a password
  // change replaced the token must not sign the person out.
  if (response.status === 401 || bodyStatus === 401) {
    if (token && currentToken() === token) useSession.getState().logout();
  }
  if (!response.ok) {
    const error = body as Partial<ErrorBody> | undefined;
    throw new ApiError(
      error?.message || messages.generic.somethingWentWrong,
      response.status,
      error?.errors,
      errorCodes.find((code) => code === error?.code),
    );
  }
  return body;
}

/**
 * Calls the API under /api with the bearer token. Any 401, as HTTP status or as a status field in
 * the body, signs the user out (spec part 1 section 4).
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { response, token } = await send(path, options);
  const body = await readJson(response, token);
  // 204 No Content (reporting a review): success with nothing to read.
  if (response.status === 204) return undefined as T;
  if (body === undefined) throw new ApiError(messages.generic.invalidResponse, 402);
  return body as T;
}

/** A file the API answers (a PDF, say), with the failures of `api`. */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<Blob> {
  const { response, token } = await send(path, options);
  if (!response.ok) await readJson(response, token);
  return response.blob();
}

/** Hands a file to the browser to save under `fileName`. */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  Object.assign(window.document.createElement('a'), { href: url, download: fileName }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The text to show for a failure: the server's message when it sent one. */
export function errorMessage(
  error: unknown,
  fallback: string = messages.generic.somethingWentWrong,
): string {
  return translateMessage(error instanceof ApiError && error.message ? error.message : fallback);
}

/**
 * Whether a failure is the server's answer with one of these codes. Screens switch on codes, never
 * on message text (the messages will be translated; docs/development.md, "Error codes").
 */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}
