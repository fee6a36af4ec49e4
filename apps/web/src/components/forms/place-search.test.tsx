import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Place } from '@kusp/contracts';
import { PlaceSearch } from './place-search';
import { TimezoneSelect } from './timezone-select';

const delhi: Place = {
  name: 'Delhi',
  state: 'Delhi',
  country: 'India',
  countryCode: 'IN',
  latitude: 28.65195,
  longitude: 77.23149,
  zoneName: 'Asia/Kolkata',
};

function wrap(node: React.ReactNode) {
  return render(
    // env="test" turns off the dropdown's transitions and portal.
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </MantineProvider>,
  );
}

// jsdom has no scrolling; Mantine scrolls the highlighted option into view.
Element.prototype.scrollIntoView ??= () => {};
afterEach(() => vi.unstubAllGlobals());

describe('PlaceSearch', () => {
  it('searches our place API as the visitor types and hands back the whole place', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify([delhi])));
    vi.stubGlobal('fetch', fetchMock);
    const picked: (Place | null)[] = [];
    function Field() {
      const [value, setValue] = useState<Place | null>(null);
      return (
        <PlaceSearch
          value={value}
          onChange={(place) => {
            picked.push(place);
            setValue(place);
          }}
          error="Please enter birth place"
        />
      );
    }
    wrap(<Field />);
    expect(screen.getByText('Please enter birth place')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Birth place' }), 'Delh');
    await userEvent.click(await screen.findByRole('option', { name: 'Delhi, Delhi, India' }));
    expect(picked).toEqual([delhi]);
    expect(screen.getByRole('combobox', { name: 'Birth place' })).toHaveValue(
      'Delhi, Delhi, India',
    );
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.at(-1)).toBe('/api/v1/geo/places?q=Delh');
  });

  it('shows a place set from outside, as after loading saved data', () => {
    function Field({ place }: { place: Place | null }) {
      return <PlaceSearch value={place} onChange={() => {}} />;
    }
    const { rerender } = wrap(<Field place={null} />);
    expect(screen.getByRole('combobox', { name: 'Birth place' })).toHaveValue('');
    rerender(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <Field place={delhi} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Birth place' })).toHaveValue(
      'Delhi, Delhi, India',
    );
  });
});

describe('TimezoneSelect', () => {
  it("offers the place's own zone and GMT -12:00 to +14:00 with half and quarter hours", async () => {
    let chosen: unknown;
    function BirthForm() {
      const form = useForm({ defaultValues: { timezone: '-1' } });
      chosen = useWatch({ control: form.control, name: 'timezone' });
      return (
        <FormProvider {...form}>
          <TimezoneSelect name="timezone" />
        </FormProvider>
      );
    }
    wrap(<BirthForm />);
    const field = screen.getByRole('combobox', { name: 'Timezone' });
    expect(field).toHaveValue("The birth place's own time zone");
    await userEvent.click(field);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options[1]).toBe('GMT -12:00');
    expect(options.at(-1)).toBe('GMT +14:00');
    expect(options).toEqual(expect.arrayContaining(['GMT +05:30', 'GMT +05:45', 'GMT -03:30']));
    await userEvent.click(screen.getByRole('option', { name: 'GMT +05:30' }));
    expect(chosen).toBe('+05:30');
    expect(field).toHaveValue('GMT +05:30');
  });
});
