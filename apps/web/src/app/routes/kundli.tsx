import { Anchor, Button, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  href,
  messages,
  PLACE_OWN_TIMEZONE,
  type BirthDetails,
  type Kundli,
  type SelfProfileRequest,
} from '@kusp/contracts';
import { useDownloadKundliPdf } from '@/features/astro-tools/api/kundli-pdf';
import { useMakeKundli } from '@/features/astro-tools/api/make-kundli';
import { KundliForm } from '@/features/astro-tools/components/kundli-form';
import { useSaveOwnProfile } from '@/features/horoscopes/api/save-profile';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';
import { useOwnProfile } from '@/hooks/use-own-profile';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';

// The chart's parts load with the first kundli, not with the page (which shows only the form).
const KundliView = lazy(() =>
  import('@/features/astro-tools/components/kundli-view').then((module) => ({
    default: module.KundliView,
  })),
);

/** The kundli's birth as the customer's own horoscope profile (the place's own time zone). */
function ownProfileOf({ birth }: Kundli): SelfProfileRequest {
  return {
    name: birth.name,
    gender: birth.gender ?? 'OTHERS',
    birthDate: birth.date.split('-').reverse().join('/'),
    birthTime: birth.time,
    birthPlace: birth.place,
    latitude: String(Math.abs(birth.latitude)),
    latitudeDirection: birth.latitude < 0 ? 'S' : 'N',
    longitude: String(Math.abs(birth.longitude)),
    longitudeDirection: birth.longitude < 0 ? 'W' : 'E',
    timeZone: PLACE_OWN_TIMEZONE,
  };
}

/** A signed-in customer keeps the kundli as their own horoscope (replacing the one they had). */
function SaveAsMine({ kundli }: { kundli: Kundli }) {
  const { role, userId, setHoroscope } = useSession();
  const own = useOwnProfile(role === 'USER' ? userId : null);
  const save = useSaveOwnProfile();
  const { t } = useTranslation('tools');
  if (role === 'PUBLIC')
    return (
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="kundli.signInToKeep"
          components={{ anchor: <Anchor component={Link} to={href('userLogin')} /> }}
        />
      </Text>
    );
  if (role !== 'USER') return null;
  return (
    <Button
      variant="light"
      loading={save.isPending || own.isPending}
      onClick={async () => {
        try {
          const saved = await save.mutateAsync({
            id: own.data?.horoscopeId,
            body: ownProfileOf(kundli),
          });
          setHoroscope(saved);
          notifySuccess(messages.astroTools.saved);
        } catch (error) {
          notifyError(errorMessage(error, messages.generic.unableToService));
        }
      }}
    >
      {t('kundli.saveAsMine')}
    </Button>
  );
}

/** The kundli as a printable PDF, made on the server from the same birth. */
function DownloadPdf({ birth }: { birth: BirthDetails }) {
  const download = useDownloadKundliPdf();
  const { t } = useTranslation('tools');
  return (
    <Button
      variant="light"
      loading={download.isPending}
      onClick={() =>
        download.mutate(birth, {
          onError: (error) => notifyError(errorMessage(error, messages.generic.unableToService)),
        })
      }
    >
      {t('kundli.downloadPdf')}
    </Button>
  );
}

/** The free kundli: birth details in, the whole chart out; nothing is kept unless saved. */
export default function KundliScreen() {
  const { t } = useTranslation('tools');
  const make = useMakeKundli();
  const result = useRef<HTMLDivElement>(null);
  const kundli = make.data;
  useEffect(() => {
    if (kundli) result.current?.scrollIntoView({ behavior: 'smooth' });
  }, [kundli]);
  return (
    <>
      <PageIntro title={t('kundli.title')} lead={t('kundli.lead')} />
      <PageSection title={t('kundli.birthTitle')}>
        <KundliForm onSubmit={(birth) => make.mutateAsync(birth)} />
      </PageSection>
      {kundli && (
        <div ref={result} style={{ scrollMarginTop: 72 }}>
          <PageSection title={t('kundli.of', { name: kundli.birth.name })} tinted>
            <Suspense fallback={<Loader aria-label={t('kundli.loading')} />}>
              <KundliView
                kundli={kundli}
                actions={
                  <>
                    <DownloadPdf birth={make.variables!} />
                    <SaveAsMine kundli={kundli} />
                  </>
                }
              />
            </Suspense>
          </PageSection>
        </div>
      )}
    </>
  );
}
