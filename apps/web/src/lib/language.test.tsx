import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Navbar } from '@/components/layout/navbar';
import { renderScreen } from '@/testing/render';
import { i18n, initialLanguage, setLanguage } from './i18n';
import { chooseLanguage } from './language';
import { useSession } from './session';

const forgetChoice = () => {
  document.cookie = 'kusp-language=; path=/; max-age=0';
};
const browserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

beforeEach(async () => {
  forgetChoice();
  await setLanguage('en');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  useSession.getState().logout();
});

describe('the language a page starts in', () => {
  it("is the browser's on a first visit, English when it prefers neither", () => {
    browserLanguages(['hi-IN', 'en-US']);
    expect(initialLanguage()).toBe('hi');
    browserLanguages(['ta-IN', 'en-GB']);
    expect(initialLanguage()).toBe('en');
    browserLanguages(['fr-FR']);
    expect(initialLanguage()).toBe('en');
  });

  it('is the choice remembered in the browser over the browser’s own languages', () => {
    browserLanguages(['hi-IN']);
    document.cookie = 'kusp-language=en; path=/';
    expect(initialLanguage()).toBe('en');
    browserLanguages(['en-US']);
    document.cookie = 'kusp-language=hi; path=/';
    expect(initialLanguage()).toBe('hi');
  });

  it('is Hindi on a Hindi address, whatever was chosen before', () => {
    document.cookie = 'kusp-language=en; path=/';
    window.history.replaceState(null, '', '/hi/blog');
    expect(initialLanguage()).toBe('hi');
  });
});

describe('choosing a language', () => {
  it('remembers it in the browser and shows the app in it, saving nothing when signed out', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await chooseLanguage('hi');
    expect(document.cookie).toContain('kusp-language=hi');
    expect(i18n.resolvedLanguage).toBe('hi');
    expect(initialLanguage()).toBe('hi');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves it on the account when signed in', async () => {
    useSession.setState({ token: 'token-1' });
    const fetchMock = vi.fn(async () => new Response('{"language":"hi"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await chooseLanguage('hi');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/user/language',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ language: 'hi' }) }),
    );
  });

  it("the header's switch leads to the page's Hindi address and back, in each language", async () => {
    renderScreen(<Navbar />, { path: '*', at: '/blog' });
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    fireEvent.click(screen.getByRole('link', { name: 'हिन्दी' }));
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveTextContent('/hi/blog'));
    expect(screen.getByRole('link', { name: 'ब्लॉग' })).toHaveAttribute('href', '/hi/blog');
    expect(document.cookie).toContain('kusp-language=hi');

    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/blog$/));
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(document.cookie).toContain('kusp-language=en');
  });
});
