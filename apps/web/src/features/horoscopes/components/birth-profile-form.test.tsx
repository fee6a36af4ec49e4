import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { HoroscopeProfile } from '@kusp/contracts';
import { renderScreen } from '@/testing/render';
import { BirthProfileForm } from './birth-profile-form';

const saved: HoroscopeProfile = {
  horoscopeId: 'h1',
  name: 'Meera Kapoor',
  countryCode: '+91',
  phone: '9876543210',
  gender: 'FEMALE',
  birthDate: '15/05/1990',
  birthTime: '10:30:00',
  birthPlace: 'New Delhi, Delhi, India',
  latitude: '28.6139',
  latitudeDirection: 'N',
  longitude: '77.209',
  longitudeDirection: 'E',
  timeZone: '-1',
  horoType: 'EXTERNAL_CUSTOMER',
  relationship: null,
  userId: 'u1',
  profilePic: null,
  comments: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('the birth details form', () => {
  it('shows and takes d-m-y and a 24-hour time, and sends the API its dd/MM/yyyy and HH:mm:ss', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async () => {});
    renderScreen(
      <BirthProfileForm profile={saved} requirePhone submitLabel="Save Changes" onSave={onSave} />,
    );
    const date = screen.getByLabelText(/^Date of birth/);
    expect(date).toHaveValue('15-05-1990');
    expect(screen.getByLabelText('Time of birth hour')).toHaveValue('10');

    await user.clear(date);
    await user.type(date, '21-03-1995');
    await user.tab();
    expect(date).toHaveValue('21-03-1995');
    for (const [box, value] of [
      ['hour', '23'],
      ['minute', '05'],
      ['second', '07'],
    ]) {
      const input = screen.getByLabelText(`Time of birth ${box}`);
      await user.clear(input);
      await user.type(input, value!);
    }
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ birthDate: '21/03/1995', birthTime: '23:05:07' }),
    );
    // Typing into the date and time pickers takes seconds on a busy shared machine.
  }, 20_000);

  it('takes a birth time to the minute with the seconds left empty, and sends HH:mm:00', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async () => {});
    renderScreen(
      <BirthProfileForm profile={saved} requirePhone submitLabel="Save Changes" onSave={onSave} />,
    );
    for (const box of ['hour', 'minute', 'second']) {
      await user.clear(screen.getByLabelText(`Time of birth ${box}`));
    }
    await user.type(screen.getByLabelText('Time of birth hour'), '07');
    await user.type(screen.getByLabelText('Time of birth minute'), '45');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ birthTime: '07:45:00' }));
    expect(screen.queryByText('Please enter birth time')).toBeNull();
  }, 20_000);

  it('still asks for a time when the minute is missing', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async () => {});
    renderScreen(<BirthProfileForm requirePhone submitLabel="Add Customer" onSave={onSave} />);
    await user.type(screen.getByLabelText('Time of birth hour'), '07');
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText('Please enter birth time')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  }, 20_000);

  it('opens an empty date of birth on the years around 30 years ago, not this month', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<BirthProfileForm requirePhone submitLabel="Add Customer" onSave={vi.fn()} />);
    await user.click(screen.getByLabelText(/^Date of birth/));
    const likely = new Date().getFullYear() - 30;
    const decade = likely - (likely % 10);
    expect(await screen.findByText(`${decade} – ${decade + 9}`)).toBeInTheDocument();
    expect(screen.getByText(String(likely))).toBeInTheDocument();
  }, 20_000);
});
