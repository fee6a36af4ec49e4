import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AstrologerProfile } from '@kusp/contracts';
import { renderScreen } from '@/testing/render';
import { ProfileForm } from './profile-form';

vi.mock('@/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const profile: AstrologerProfile = {
  astrologerId: 'a1',
  firstName: 'Lakshmi',
  lastName: 'Nair',
  email: 'lakshmi@example.com',
  phoneNumber: '9876543210',
  countryCode: '+91',
  profileImageUrl: null,
  averageRating: null,
  reviewCount: 0,
  rateCurrency: 'INR',
  baseRates: [],
  price: {
    baseRate: 50_000,
    cgst: 4_500,
    sgst: 4_500,
    intlTax: 0,
    commission: 10_000,
    taxAndSurcharge: 9_000,
    totalAmount: 59_000,
    currency: 'INR',
  },
  availabilityStatus: 'AWAY',
  offlineQuestionEnabled: true,
  textChatEnabled: true,
  videoCallEnabled: false,
  languages: ['hi', 'en'],
  shortExperience: 'Twenty years of Vedic astrology',
  longExperience: '',
  yearsOfExperience: null,
  expertiseArea: null,
  country: 'India',
  countryIsoCode: 'IN',
  state: 'Kerala',
  stateIsoCode: 'KL',
  rate: 500,
  astrologerVisibility: 'ON',
};

// The state list arrives when the test says so, after the form has shown the stored state.
let releaseStates = () => {};
const json = (body: unknown) => new Response(JSON.stringify(body));
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  if (url === '/api/v1/geo/country/IN/state') {
    await new Promise<void>((resolve) => (releaseStates = resolve));
    return json([
      { name: 'Andaman and Nicobar Islands', isoCode: 'AN', countryCode: 'IN' },
      { name: 'Kerala', isoCode: 'KL', countryCode: 'IN' },
      { name: 'Tamil Nadu', isoCode: 'TN', countryCode: 'IN' },
    ]);
  }
  if (url === '/api/v1/payment/currency')
    return json([
      { code: 'AED', name: 'UAE Dirham' },
      { code: 'INR', name: 'Indian Rupee' },
    ]);
  if (init?.method === 'PUT') return json({ ...profile, ...JSON.parse(String(init.body)) });
  return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
});
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const stateSelect = () => screen.getByRole('combobox', { name: 'State' });
const saved = () =>
  JSON.parse(
    String(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')![1]!.body),
  ) as Record<string, unknown>;

describe('the astrologer profile form', () => {
  it('keeps the stored state through the state list loading, Edit and Save', async () => {
    renderScreen(<ProfileForm profile={profile} />);
    expect(stateSelect()).toHaveDisplayValue('Kerala');

    releaseStates();
    expect(await screen.findByRole('option', { name: 'Tamil Nadu' })).toBeInTheDocument();
    expect(stateSelect()).toHaveDisplayValue('Kerala');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveDisplayValue(
      'INR (Indian Rupee)',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(stateSelect()).toHaveDisplayValue('Kerala');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeVisible());
    expect(saved()).toMatchObject({ state: 'Kerala', stateIsoCode: 'KL', rateCurrency: 'INR' });
    expect(stateSelect()).toHaveDisplayValue('Kerala');
  });

  it('saves another state chosen from the list with its name', async () => {
    renderScreen(<ProfileForm profile={profile} />);
    releaseStates();
    await screen.findByRole('option', { name: 'Tamil Nadu' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.selectOptions(stateSelect(), 'Tamil Nadu');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeVisible());
    expect(saved()).toMatchObject({ state: 'Tamil Nadu', stateIsoCode: 'TN' });
    expect(stateSelect()).toHaveDisplayValue('Tamil Nadu');
  });
});
