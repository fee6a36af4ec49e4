import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY, useSession } from '@/lib/session';
import type { AccountKind } from '../open-session';
import { LoginForm } from './login-form';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function serve(roles: string[], horoscope: 'none' | 'missing' = 'none') {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/v1/authentication') return json({ token: 'token-1', loginId: 'asha', roles });
    if (url === '/api/v1/user/me')
      return json({
        id: 'u1',
        loginId: 'asha',
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'a@x.io',
        roles,
      });
    if (url.startsWith('/api/v1/horoscope/profile/u1'))
      return horoscope === 'missing'
        ? json({ message: 'Not found' }, 404)
        : json({ horoscopeProfiles: [] });
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function signIn(kind: AccountKind, at = '/user/login') {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/user/login" element={<LoginForm kind={kind} />} />
            <Route path="/user/astrologer/list" element={<p>Astrologer list</p>} />
            <Route path="/user/astrologer/chat/:id" element={<p>Ask a question</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Username or email' }), 'asha');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Secret#12');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('sign-in form', () => {
  it("says 'Invalid User' to a customer on the astrologer sign-in and stores nothing", async () => {
    const fetchMock = serve(['kusp_basic_user']);
    await signIn('ASTROLOGER');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid User');
    expect(useSession.getState()).toMatchObject({ role: 'PUBLIC', token: null, userId: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens a customer session with the account name, and a missing horoscope stays empty', async () => {
    serve(['kusp_basic_user'], 'missing');
    await signIn('USER');
    await waitFor(() => expect(useSession.getState().role).toBe('USER'));
    expect(useSession.getState()).toMatchObject({
      userId: 'u1',
      token: 'token-1',
      username: 'asha',
      name: 'Asha Rao',
      horoscope: null,
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-1');
  });

  it('goes to the astrologer list, or back to the page that sent the visitor to sign in', async () => {
    serve(['kusp_basic_user']);
    await signIn('USER');
    expect(await screen.findByText('Astrologer list')).toBeVisible();
    useSession.getState().logout();
    cleanup();
    await signIn('USER', '/user/login?next=%2Fuser%2Fastrologer%2Fchat%2Fa1');
    expect(await screen.findByText('Ask a question')).toBeVisible();
  });

  it("shows the spec's text when the credentials are wrong", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ message: 'The username or password is incorrect. Please try again' }, 401),
      ),
    );
    await signIn('USER');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The username or password is incorrect. Please try again',
    );
    expect(useSession.getState().role).toBe('PUBLIC');
  });
});
