import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareLinkPath } from '@kusp/contracts';
import { renderScreen } from '@/testing/render';
import ExternalHoroscopeScreen from './routes/externalHoroscope';
import HeadlessScreen from './routes/headless';

const id = '6f1c0c8e-2b7a-4f43-9d1e-0c6d2f1a9b10';
const token = 'Zm9vYmFyYmF6cXV4LXNoYXJlLWxpbmstdG9rZW4tMTIz';
const fetchMock = vi.fn(
  async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }),
);

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('the external horoscope page', () => {
  it.each([
    ['/:id', ExternalHoroscopeScreen, shareLinkPath(id, token)],
    ['/headless/:id', HeadlessScreen, `/headless${shareLinkPath(id, token)}`],
  ])(
    'at %s takes the token from the fragment and sends it in the header only',
    async (path, Screen, at) => {
      renderScreen(<Screen />, { path, at });
      // The server answered 404 (here, for any call): the clear page, no data.
      expect(
        await screen.findByText(
          'This link is not valid any more. Please ask your astrologer for a new one.',
        ),
      ).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalled();
      for (const [url, init] of fetchMock.mock.calls) {
        expect(url).toMatch(new RegExp(`^/api/v1/external/horoscope/${id}(/messages)?(\\?|$)`));
        expect(url).not.toContain(token);
        expect(init?.headers).toMatchObject({ 'x-portal-token': token });
      }
    },
  );

  it('opens nothing from a token in the query: only the fragment carries it', async () => {
    renderScreen(<ExternalHoroscopeScreen />, { path: '/:id', at: `/${id}?token=${token}` });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows page not found for a word that is no horoscope id, even with a token', async () => {
    renderScreen(<ExternalHoroscopeScreen />, { path: '/:id', at: `/no-such-page#token=${token}` });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
