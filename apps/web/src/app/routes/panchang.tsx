import { ActionIcon, Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  defaultPanchangPlace,
  formatCalendarDay,
  isRealDate,
  monthNames,
  todayIn,
  type Language,
  type Place,
} from '@kusp/contracts';
import { DayInput } from '@/components/forms/date-field';
import { PlaceSearch } from '@/components/forms/place-search';
import { usePanchang } from '@/features/astro-tools/api/get-panchang';
import { PanchangView } from '@/features/astro-tools/components/panchang-view';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';
import { errorMessage } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';

const PLACE_KEY = 'kusp-panchang-place';

/** The place the visitor chose last time, if this browser kept one. */
function readPlace(saved: string | null): Place | null {
  try {
    const place = JSON.parse(saved ?? 'null') as Place | null;
    return place && typeof place.latitude === 'number' && typeof place.zoneName === 'string'
      ? place
      : null;
  } catch {
    return null;
  }
}
// The prerendered page (and hydration) has no storage: New Delhi; the browser's kept place follows.
const noSubscription = () => () => {};
const useSavedPlace = () =>
  useSyncExternalStore(
    noSubscription,
    () => localStorage.getItem(PLACE_KEY),
    () => null,
  );

function shiftDay(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * '27 November 2026': the same words on the server and in every browser; in Hindi through Intl,
 * as the blog's dates ('27 नवंबर 2026').
 */
const longDate = (iso: string, language: Language) => {
  if (language !== 'en') return formatCalendarDay(iso, 'hi-IN');
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${monthNames[month! - 1]} ${year}`;
};

/**
 * Today's panchang for the visitor's city (New Delhi until they pick theirs, remembered in this
 * browser), any date through ?date=YYYY-MM-DD, the day before and after in one tap.
 */
export default function PanchangScreen() {
  const { t } = useTranslation('tools');
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const saved = useSavedPlace();
  const [chosen, setChosen] = useState<Place | null>(null);
  const place = chosen ?? readPlace(saved) ?? defaultPanchangPlace;
  const asked = params.get('date');
  const date = asked && isRealDate(asked) ? asked : todayIn(place.zoneName);
  const panchang = usePanchang({
    date,
    latitude: place.latitude,
    longitude: place.longitude,
    timezone: place.zoneName,
  });
  const choosePlace = (picked: Place | null) => {
    if (!picked) return;
    setChosen(picked);
    localStorage.setItem(PLACE_KEY, JSON.stringify(picked));
  };
  const showDate = (iso: string) => {
    if (isRealDate(iso)) setParams({ date: iso });
  };
  const day = { date: longDate(date, language), place: place.name };
  const heading = t('panchang.heading', day);

  return (
    <>
      <PageIntro
        title={heading}
        pageTitle={t('common:pageTitle', { title: heading })}
        lead={t('panchang.lead', day)}
      />
      <PageSection title={t('panchang.dayTitle')}>
        <Stack gap="lg">
          <Group align="flex-end" gap="sm">
            <div style={{ flex: '1 1 280px', maxWidth: 420 }}>
              <PlaceSearch label={t('panchang.city')} value={place} onChange={choosePlace} />
            </div>
            <Group gap={6} align="flex-end" wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('panchang.previousDay')}
                onClick={() => showDate(shiftDay(date, -1))}
              >
                ‹
              </ActionIcon>
              <DayInput
                label={t('panchang.date')}
                value={date}
                minDate="1800-01-01"
                maxDate="2200-12-31"
                onChange={(picked) => picked && showDate(picked)}
                w={150}
              />
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('panchang.nextDay')}
                onClick={() => showDate(shiftDay(date, 1))}
              >
                ›
              </ActionIcon>
            </Group>
            <Button variant="subtle" onClick={() => setParams({})}>
              {t('panchang.today')}
            </Button>
          </Group>
          {panchang.isError ? (
            <Alert color="red">{errorMessage(panchang.error)}</Alert>
          ) : panchang.data ? (
            <PanchangView panchang={panchang.data} />
          ) : (
            <Loader aria-label={t('panchang.loading')} />
          )}
        </Stack>
      </PageSection>
    </>
  );
}
