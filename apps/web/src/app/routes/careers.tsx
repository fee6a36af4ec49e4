import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { href, messages } from '@kusp/contracts';
import classes from '@/features/marketing/components/marketing.module.css';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';

export default function CareersScreen() {
  return (
    <>
      <PageIntro
        title="Careers at Kusp"
        lead="Help us build astrology people can trust. We are a small, remote team, so everyone shapes the product."
      />
      <PageSection title="Open positions">
        <Paper withBorder p="lg" radius="md" className={classes.prose}>
          <Stack gap="sm">
            <Title order={3}>Android Developer</Title>
            <Group gap="xs">
              <Badge variant="light" color="violet">
                Remote
              </Badge>
              <Badge variant="light" color="violet">
                India
              </Badge>
            </Group>
            <Text>
              You will build the Kusp Android app with us: the daily scores, compatibility checks
              and the question-and-answer flow that connects users with astrologers.
            </Text>
            <List spacing="xs">
              <List.Item>Solid experience with Kotlin and modern Android development.</List.Item>
              <List.Item>An eye for clear, accessible screens that work on any phone.</List.Item>
              <List.Item>Comfort working with REST APIs and offline-first data.</List.Item>
              <List.Item>Curiosity about astrology helps; belief is not required.</List.Item>
            </List>
            <Text fw={700}>
              {messages.careers.apply}{' '}
              <Anchor component={Link} to={href('contact')} fw={700}>
                Go to the contact page
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      </PageSection>
      <PageSection title="How we work" tinted>
        <Text className={classes.prose}>
          We work remotely across India, write things down, and keep meetings short. We test
          astrology as carefully as we test code, and we care about the people who trust us with
          their birth details.
        </Text>
      </PageSection>
    </>
  );
}
