import { useEffect, useRef } from 'react';
import { useMatchKundlis } from '@/features/astro-tools/api/make-kundli';
import { MatchingView } from '@/features/astro-tools/components/matching-view';
import { MatchingForm } from '@/features/astro-tools/components/tool-forms';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';

/** Kundli matching: two births in, the 36-point guna milan and mangal dosha of both out. */
export default function KundliMatchingScreen() {
  const match = useMatchKundlis();
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (match.data) result.current?.scrollIntoView({ behavior: 'smooth' });
  }, [match.data]);
  return (
    <>
      <PageIntro
        title="Kundli Matching"
        lead="Match two birth charts before a marriage: the eight kootas of guna milan out of 36 points, the cancellations that apply, and mangal dosha for both. Free, no account."
      />
      <PageSection title="Birth details of both">
        <MatchingForm onSubmit={(pair) => match.mutateAsync(pair)} />
      </PageSection>
      {match.data && (
        <div ref={result} style={{ scrollMarginTop: 72 }}>
          <PageSection title="Guna milan" tinted>
            <MatchingView match={match.data} />
          </PageSection>
        </div>
      )}
    </>
  );
}
