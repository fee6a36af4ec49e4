import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { astrologerDetailsSchema, type AstrologerListItem } from '@kusp/contracts';
import { setLanguage } from '@/lib/i18n';
import { renderScreen } from '@/testing/render';
import { AstrologerDirectory } from './astrologer-directory';
import { LanguagesField } from './consulting-languages';

const listed = (lastName: string, languages: AstrologerListItem['languages']) =>
  ({
    astrologerId: lastName,
    firstName: 'Test',
    lastName,
    profileImageUrl: null,
    averageRating: null,
    reviewCount: 0,
    rateCurrency: 'INR',
    baseRates: [],
    price: {
      baseRate: 0,
      cgst: 0,
      sgst: 0,
      intlTax: 0,
      commission: 0,
      taxAndSurcharge: 0,
      totalAmount: 0,
      currency: 'INR',
    },
    availabilityStatus: 'AWAY',
    offlineQuestionEnabled: true,
    textChatEnabled: false,
    videoCallEnabled: false,
    languages,
  }) satisfies AstrologerListItem;

// The directory answers by the `language` it is asked for, as the server filters.
const everyone = [listed('Iyer', ['en', 'ta']), listed('Sharma', ['hi', 'en'])];
const fetchMock = vi.fn(async (url: string) => {
  const language = new URL(url, 'http://kusp.test').searchParams.get('language');
  const found = everyone.filter((a) => !language || a.languages.includes(language as never));
  return new Response(JSON.stringify(found));
});
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(async () => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  await setLanguage('en');
});

// jsdom has no scrolling; Mantine scrolls the highlighted option into view. The dropdown's
// transition never ends here, so its options count as hidden.
Element.prototype.scrollIntoView ??= () => {};

const cards = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('the directory’s language filter', () => {
  it('asks for the chosen language and shows each astrologer’s languages', async () => {
    renderScreen(<AstrologerDirectory />);
    await waitFor(() => expect(cards()).toEqual(['Test Iyer', 'Test Sharma']));
    const sharma = screen.getByRole('article', { name: 'Test Sharma' });
    expect(within(sharma).getByText('Consults in Hindi and English')).toBeVisible();

    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tamil', hidden: true }));
    await waitFor(() => expect(cards()).toEqual(['Test Iyer']));
    expect(fetchMock.mock.calls.at(-1)?.[0]).toContain('language=ta');
    expect(screen.getByText('Consults in English and Tamil')).toBeVisible();
  });

  it('names the languages in Hindi on a Hindi page', async () => {
    await setLanguage('hi');
    renderScreen(<AstrologerDirectory />);
    const iyer = await screen.findByRole('article', { name: 'Test Iyer' });
    expect(within(iyer).getByText('अंग्रेज़ी और तमिल में परामर्श')).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: 'भाषा' }));
    expect(await screen.findByRole('option', { name: 'बांग्ला', hidden: true })).toBeInTheDocument();
  });
});

const schema = astrologerDetailsSchema.pick({ languages: true });
function LanguagesForm({ onSave }: { onSave: (languages: unknown) => void }) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { languages: ['hi', 'en'] as const },
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => onSave(values.languages))}>
        <LanguagesField readOnly={false} />
        <Button type="submit">Save</Button>
      </form>
    </FormProvider>
  );
}

describe('the profile’s languages field', () => {
  it('asks for at least one language and saves them in the list’s order', async () => {
    const onSave = vi.fn();
    renderScreen(<LanguagesForm onSave={onSave} />);
    const field = screen.getByRole('combobox', { name: 'Languages you consult in' });
    await userEvent.click(field);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose at least one language')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.click(field);
    await userEvent.click(await screen.findByRole('option', { name: 'Tamil', hidden: true }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hindi', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(['hi', 'ta']));
  });
});
