import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderScreen } from '@/testing/render';
import PanchangScreen from './routes/panchang';

const show = () => {
  // The day's panchang is not what is looked at here: its call never answers.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  renderScreen(<PanchangScreen />, { path: '/panchang', at: '/panchang?date=2026-11-03' });
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe("the panchang's date picker", () => {
  it('names the month and the weekdays in Hindi when Hindi is chosen', async () => {
    await setLanguage('hi');
    show();
    const day = screen.getByRole('textbox', { name: 'तारीख़' });
    expect(day).toHaveValue('03-11-2026');
    await userEvent.click(day);
    expect(await screen.findByRole('button', { name: 'नवम्बर 2026' })).toBeInTheDocument();
    expect(screen.getByText('सो')).toBeInTheDocument();
    expect(screen.queryByText(/November/)).toBeNull();
  });

  it('names them in English otherwise', async () => {
    show();
    await userEvent.click(screen.getByRole('textbox', { name: 'Date' }));
    expect(await screen.findByRole('button', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByText('Mo')).toBeInTheDocument();
  });
});
