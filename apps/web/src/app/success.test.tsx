import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@kusp/contracts';
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
  // The server answers a Hindi visitor in Hindi (plugins/answer-language.ts); a text a schema
  // checked in the browser comes in English and is shown in the chosen language.
  it('shows the answer kept in English in Hindi to a Hindi visitor', async () => {
    await setLanguage('hi');
    sessionStorage.setItem('contact', messages.contact.success);
    show('contact');
    expect(screen.getByRole('heading', { level: 1, name: 'धन्यवाद!' })).toBeInTheDocument();
    expect(screen.getByText('हमसे संपर्क करने के लिए धन्यवाद। हम जल्द ही आपसे संपर्क करेंगे')).toBeVisible();
    expect(screen.getByRole('link', { name: 'मुखपृष्ठ पर लौटें' })).toHaveAttribute('href', '/hi');
  });

  it('shows it as the server wrote it in English', () => {
    sessionStorage.setItem('contact', messages.contact.success);
    show('contact');
    expect(screen.getByText(messages.contact.success)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
