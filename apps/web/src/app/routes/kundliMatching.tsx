import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatchKundlis } from '@/features/astro-tools/api/make-kundli';
import { MatchingView } from '@/features/astro-tools/components/matching-view';
import { MatchingForm, type SavedHoroscope } from '@/features/astro-tools/components/matching-form';
import { useCustomers } from '@/features/horoscopes/api/get-customers';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';
import { useOwnProfile } from '@/hooks/use-own-profile';
import { useSession } from '@/lib/session';

/**
 * The saved horoscopes a signed-in person may match: a customer their own, an astrologer their
 * newest clients (the first page of their list); a visitor none.
 */
function useSavedHoroscopes(): SavedHoroscope[] {
  const { role, userId } = useSession();
  const own = useOwnProfile(role === 'USER' ? userId : null);
  const clients = useCustomers(0, role === 'ASTROLOGER');
  if (role === 'USER') return own.data ? [own.data] : [];
  if (role === 'ASTROLOGER') return clients.data?.content ?? [];
  return [];
}

/** Kundli matching: two births in, the 36-point guna milan and mangal dosha of both out. */
export default function KundliMatchingScreen() {
  const { t } = useTranslation('tools');
  const match = useMatchKundlis();
  const saved = useSavedHoroscopes();
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (match.data) result.current?.scrollIntoView({ behavior: 'smooth' });
  }, [match.data]);
  return (
    <>
      <PageIntro title={t('matching.title')} lead={t('matching.lead')} />
      <PageSection title={t('matching.bothTitle')}>
        <MatchingForm onSubmit={(request) => match.mutateAsync(request)} saved={saved} />
      </PageSection>
      {match.data && (
        <div ref={result} style={{ scrollMarginTop: 72 }}>
          <PageSection title={t('matching.resultTitle')} tinted>
            <MatchingView match={match.data} />
          </PageSection>
        </div>
      )}
    </>
  );
}
