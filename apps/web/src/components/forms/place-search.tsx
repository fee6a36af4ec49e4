import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { placeLabel, type Place } from '@kusp/contracts';
import { api } from '@/lib/api-client';

export interface PlaceSearchProps {
  value: Place | null;
  onChange: (place: Place | null) => void;
  error?: ReactNode;
  label?: string;
}

const keyOf = (p: Place) => `${p.name}|${p.state}|${p.countryCode}|${p.latitude}|${p.longitude}`;

/**
 * Every place field of the product: type the start of a town's name, pick one of up to 15 towns of
 * any country (our own place search, no maps service), get its coordinates and time zone.
 */
export function PlaceSearch({ value, onChange, error, label }: PlaceSearchProps) {
  const { t } = useTranslation('forms');
  const [search, setSearch] = useState(value ? placeLabel(value) : '');
  // A value set from outside (a form reset with saved data) shows its label in the field.
  const valueKey = value ? keyOf(value) : null;
  const [shownKey, setShownKey] = useState(valueKey);
  if (valueKey !== shownKey) {
    setShownKey(valueKey);
    setSearch(value ? placeLabel(value) : '');
  }
  const [query] = useDebouncedValue(search.trim(), 200);
  // Once a place is picked the field shows its label; that is not a new search.
  const searching = query !== '' && (!value || query !== placeLabel(value));
  const places = useQuery({
    queryKey: ['geo', 'places', query],
    queryFn: ({ signal }) => api<Place[]>('/v1/geo/places', { query: { q: query }, signal }),
    enabled: searching,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  const found = searching ? (places.data ?? []) : [];
  const options =
    value && !found.some((p) => keyOf(p) === keyOf(value)) ? [value, ...found] : found;
  const byKey = new Map(options.map((p) => [keyOf(p), p]));

  return (
    <Select
      label={label ?? t('birthPlace')}
      placeholder={t('placePlaceholder')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      data={options.map((p) => ({ value: keyOf(p), label: placeLabel(p) }))}
      value={value ? keyOf(value) : null}
      onChange={(key) => onChange(key ? (byKey.get(key) ?? null) : null)}
      // The server already matched and ranked the places.
      filter={({ options: all }) => all}
      nothingFoundMessage={searching && !places.isFetching ? t('noPlace') : undefined}
      rightSection={places.isFetching ? <Loader size="xs" /> : undefined}
      error={error}
      withAsterisk
      // Mantine keeps a closed dropdown mounted (hidden), with its scroll area: not worth it here.
      comboboxProps={{ keepMounted: false }}
    />
  );
}
