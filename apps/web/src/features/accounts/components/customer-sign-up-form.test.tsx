import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CustomerSignUpForm } from './customer-sign-up-form';

const notify = vi.hoisted(() => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('@/lib/notify', () => notify);

const fetchMock = vi.fn(
  async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify({ message: 'We have sent an OTP to your email account.' })),
);
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const otpRequests = () =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/v1/user/validation/send-otp');

function renderForm() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <CustomerSignUpForm />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByRole('textbox', { name: 'Email' });
}

describe('customer sign-up form', () => {
  it('mails a code when a valid e-mail loses focus, once per address', async () => {
    const email = renderForm();
    await userEvent.type(email, 'asha@example');
    await userEvent.tab();
    expect(otpRequests()).toHaveLength(0);

    await userEvent.type(email, '.com');
    await userEvent.tab();
    await waitFor(() => expect(otpRequests()).toHaveLength(1));
    expect(JSON.parse(String(otpRequests()[0]![1]?.body))).toEqual({
      email: 'asha@example.com',
      otpEvent: 'USER_REGISTRATION',
    });
    expect(notify.notifySuccess).toHaveBeenCalledWith('We have sent an OTP to your email account.');

    await userEvent.click(email);
    await userEvent.tab();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(otpRequests()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await waitFor(() => expect(otpRequests()).toHaveLength(2));
  });

  it('Get OTP shows the e-mail rule and sends nothing for an invalid address', async () => {
    const email = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText('Please enter email')).toBeInTheDocument();
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText('Enter valid email')).toBeInTheDocument();
    expect(otpRequests()).toHaveLength(0);
  });
});
