import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { UnknownAddress } from './route-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  performance.clearMarks();
});

describe('an address outside the route table', () => {
  it('shows the page-not-found screen and marks when it could be used, as every screen does', async () => {
    // Whoever is signed in is not what is looked at here: the session's call never answers.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    performance.clearMarks();
    renderScreen(<UnknownAddress />, { path: '*', at: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(performance.getEntriesByName('kusp:screen-alive')).toHaveLength(1);
  });
});
