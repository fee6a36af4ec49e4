import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiFile, hasErrorCode } from './api-client';
import { TOKEN_STORAGE_KEY, useSession } from './session';

function respond(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? '' : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  useSession
    .getState()
    .signIn({ userId: 'u1', role: 'USER', token: 'token-1', username: 'asha', name: 'Asha' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('api client', () => {
  it('sends the bearer token from the session, falling back to the e-token storage key', async () => {
    const fetchMock = respond(200, { ok: true });
    await api('/v1/user/me');
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/v1/user/me',
      expect.objectContaining({
        headers: { authorization: 'Bearer token-1', 'accept-language': 'en' },
      }),
    ]);

    useSession.setState({ token: null });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    await api('/v1/user/me');
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({
      headers: { authorization: 'Bearer stored-token' },
    });
  });

  it('answers a 204 No Content as success, and an empty 200 as an invalid answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(
      api('/v1/reviews/r1/report', { method: 'POST', body: {} }),
    ).resolves.toBeUndefined();
    respond(200);
    await expect(api('/v1/user/me')).rejects.toBeInstanceOf(ApiError);
  });

  it('fetches a file with the token, and refuses it as api() does', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('%PDF-1.3', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiFile('/v1/horoscope/h1/pdf');
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.3');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      headers: { authorization: 'Bearer token-1' },
    });

    respond(404, { code: 'NOT_FOUND', message: 'Not found' });
    const refused = await apiFile('/v1/horoscope/h2/pdf').catch((error: unknown) => error);
    expect(hasErrorCode(refused, 'NOT_FOUND')).toBe(true);
    respond(401, { code: 'SESSION_EXPIRED', message: 'expired' });
    await expect(apiFile('/v1/horoscope/h1/pdf')).rejects.toThrow('expired');
    expect(useSession.getState().role).toBe('PUBLIC');
  });

  it('signs out on an HTTP 401', async () => {
    respond(401, { message: 'Your session has expired. Please sign in again' });
    await expect(api('/v1/user/me')).rejects.toThrow('Your session has expired');
    expect(useSession.getState()).toMatchObject({ role: 'PUBLIC', token: null, userId: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps the session when the refused token was replaced while the call was out', async () => {
    const fetchMock = vi.fn(async () => {
      // A password change elsewhere in the app gave the session a fresh token meanwhile.
      useSession.getState().replaceToken('token-2');
      return new Response(JSON.stringify({ message: 'expired' }), { status: 401 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/v1/user/me')).rejects.toThrow('expired');
    expect(useSession.getState()).toMatchObject({ role: 'USER', token: 'token-2' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-2');
  });

  it('signs out when the body carries status 401', async () => {
    respond(200, { status: 401, message: 'expired' });
    await api('/v1/anything');
    expect(useSession.getState().role).toBe('PUBLIC');
  });

  it("uses the server's message, else the spec's fallbacks", async () => {
    respond(400, {
      message: 'Please enter first name',
      errors: { firstName: 'Please enter first name' },
    });
    const error = await api('/v1/enquiry', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Please enter first name',
      status: 400,
      errors: { firstName: 'Please enter first name' },
    });

    respond(500);
    await expect(api('/v1/x')).rejects.toThrow('Something went wrong');

    respond(200);
    await expect(api('/v1/x')).rejects.toMatchObject({ message: 'Invalid Response', status: 402 });
    expect(useSession.getState().role).toBe('USER');
  });

  it("carries the server's code, else its status's usual one, and matches on codes only", async () => {
    respond(409, { code: 'INSUFFICIENT_CREDITS', message: 'पर्याप्त क्रेडिट नहीं' });
    const short = await api('/v1/pay').catch((e: unknown) => e);
    expect(short).toMatchObject({ code: 'INSUFFICIENT_CREDITS', status: 409 });
    expect(hasErrorCode(short, 'SESSION_ENDED', 'INSUFFICIENT_CREDITS')).toBe(true);
    expect(hasErrorCode(short, 'SESSION_ENDED')).toBe(false);

    // A proxy's page, or a code this build does not know yet.
    respond(502, '<html>Bad gateway</html>');
    await expect(api('/v1/x')).rejects.toMatchObject({ code: 'UPSTREAM_FAILED', status: 502 });
    respond(409, { code: 'SOMETHING_NEWER', message: 'Newer' });
    await expect(api('/v1/x')).rejects.toMatchObject({ code: 'STATE_CONFLICT', message: 'Newer' });
    expect(hasErrorCode(new Error('INSUFFICIENT_CREDITS'), 'INSUFFICIENT_CREDITS')).toBe(false);
  });
});
