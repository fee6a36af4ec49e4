import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages, trialSignupMessages } from '@kusp/contracts';
import { setLanguage } from '@/lib/i18n';
import { renderScreen } from '@/testing/render';
import SuccessScreen from './routes/success';

const show = (screenType: string) =>
  renderScreen(<SuccessScreen />, { path: '/success/:screenType', at: `/success/${screenType}` });

afterEach(async () => {
  sessionStorage.clear();
  await setLanguage('en');
});

describe('the thank-you screen after a form', () => {
  it("shows the beta sign-up's answer in Hindi to a Hindi visitor", async () => {
    await setLanguage('hi');
    sessionStorage.setItem('trial-android', trialSignupMessages.ANDROID);
    show('trial-android');
    expect(screen.getByRole('heading', { level: 1, name: 'धन्यवाद!' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Android पर Kusp बीटा से जुड़ने के लिए धन्यवाद। हम आपको डाउनलोड का लिंक/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'मुखपृष्ठ पर लौटें' })).toHaveAttribute('href', '/hi');
  });

  it('shows it as the server wrote it in English', () => {
    sessionStorage.setItem('contact', messages.contact.success);
    show('contact');
    expect(screen.getByText(messages.contact.success)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
