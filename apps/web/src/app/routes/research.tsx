import { Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';
import { BirthForm } from '@/features/research/components/birth-form';
import { ResearchPromises } from '@/features/research/components/research-promises';

export default function ResearchScreen() {
  const { t } = useTranslation('research');
  const { hash } = useLocation();
  // The router looks for an anchor before this lazy screen has rendered: links to /research#begin
  // land on the form through this.
  useEffect(() => {
    if (hash === '#begin') document.getElementById('begin')?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <PageIntro
        title={t('title')}
        lead={t('lead')}
        actions={
          <Button component="a" href="#begin" color="yellow" c="dark" size="md">
            {t('takePart')}
          </Button>
        }
      />
      <PageSection title={t('why')} tinted>
        <ResearchPromises />
      </PageSection>
      {/* The margin keeps the form's heading clear of the sticky navigation bar. */}
      <div id="begin" style={{ scrollMarginTop: 72 }}>
        <PageSection title={t('birthTitle')} lead={t('birthLead')}>
          <Stack maw={760} gap="lg">
            <BirthForm />
            <Text size="sm" c="dimmed">
              {t('anonymous')}
            </Text>
          </Stack>
        </PageSection>
      </div>
    </>
  );
}
