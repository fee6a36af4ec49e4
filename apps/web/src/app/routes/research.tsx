import { Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';
import { BirthForm } from '@/features/research/components/birth-form';
import { ResearchPromises } from '@/features/research/components/research-promises';

export default function ResearchScreen() {
  const { hash } = useLocation();
  // The router looks for an anchor before this lazy screen has rendered: links to /research#begin
  // land on the form through this.
  useEffect(() => {
    if (hash === '#begin') document.getElementById('begin')?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <PageIntro
        title="Astrology research"
        lead="Help us test astrology against real lives. Tell us when and where you were born, mark the moments that shaped your life, and see them laid out on your own timeline. No account, no name."
        actions={
          <Button component="a" href="#begin" color="yellow" c="dark" size="md">
            Take part
          </Button>
        }
      />
      <PageSection title="Why take part" tinted>
        <ResearchPromises />
      </PageSection>
      {/* The margin keeps the form's heading clear of the sticky navigation bar. */}
      <div id="begin" style={{ scrollMarginTop: 72 }}>
        <PageSection
          title="Your birth details"
          lead="The exact time and place of birth let us compare your life events with your chart. The e-mail is optional: it is only used to tell you if you win the weekly drawing."
        >
          <Stack maw={760} gap="lg">
            <BirthForm />
            <Text size="sm" c="dimmed">
              We do not ask for your name. Your entry is kept under a random reference that only the
              private link to your timeline carries.
            </Text>
          </Stack>
        </PageSection>
      </div>
    </>
  );
}
