import { List, Paper, Stack, Text } from '@mantine/core';
import { NewsletterForm } from '@/features/enquiries/components/newsletter-form';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';

export default function NewsletterScreen() {
  return (
    <>
      <PageIntro
        title="The Kusp newsletter"
        lead="One e-mail a month with the sky ahead: the month's important transits, new articles from our blog and news about the Kusp app."
      />
      <PageSection title="Subscribe">
        <Stack gap="xl" maw={640}>
          <Paper withBorder radius="md" p="lg">
            <NewsletterForm />
          </Paper>
          <div>
            <Text fw={700} mb="xs">
              What you will get
            </Text>
            <List spacing="xs">
              <List.Item>
                The month's planetary movements and what they mean for each sign.
              </List.Item>
              <List.Item>
                Our newest articles on birth charts, compatibility and Vedic astrology.
              </List.Item>
              <List.Item>Early news about Kusp app features and the research project.</List.Item>
            </List>
          </div>
          <Text size="sm" c="gray.7">
            We use your address only for the newsletter and never share it. To unsubscribe, reply to
            any of our e-mails.
          </Text>
        </Stack>
      </PageSection>
    </>
  );
}
