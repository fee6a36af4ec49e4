import { Anchor, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@kusp/contracts';
import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';

export default function ContactScreen() {
  return (
    <>
      <PageIntro
        title="Contact us"
        lead="Questions about a reading, the Kusp app, our research or working together? Write to us and a member of the team will answer, usually within two working days."
      />
      <PageSection title="Send us a message">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <EnquiryForm />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="sm">
                <Title order={3} size="h4">
                  Which enquiry type?
                </Title>
                <List spacing="xs" size="sm">
                  <List.Item>
                    <strong>Individual</strong>: your own chart, a consultation, your account or the
                    app.
                  </List.Item>
                  <List.Item>
                    <strong>Media</strong>: interviews, articles and press material.
                  </List.Item>
                  <List.Item>
                    <strong>Partnerships</strong>: astrologers, schools and businesses who want to{' '}
                    <Anchor component={Link} to={href('partners')} inherit>
                      work with Kusp
                    </Anchor>
                    .
                  </List.Item>
                </List>
                <Text size="sm">
                  Interested in our courses? Use the form on{' '}
                  <Anchor component={Link} to={href('learnAstrology')}>
                    Learn Astrology
                  </Anchor>
                  .
                </Text>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </PageSection>
    </>
  );
}
