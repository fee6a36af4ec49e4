import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@kusp/contracts';
import classes from '@/features/marketing/components/marketing.module.css';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';
import { CardGrid } from '@/features/marketing/components/card-grid';

const principles = [
  {
    title: 'Tradition, tested',
    text: 'We work from the classical Vedic texts, and we check them. Every method in the app is compared with the life events our research participants share, and what does not hold up is changed.',
  },
  {
    title: 'Reasons, not riddles',
    text: 'A reading should say why. Our scores and our astrologers point to the placements behind every statement, in words anyone can follow.',
  },
  {
    title: 'Privacy first',
    text: 'Research data is collected without names. We ask only for what a chart needs and never sell personal data.',
  },
];

export default function AboutScreen() {
  return (
    <>
      <PageIntro
        title="About Kusp"
        lead="We are a small team of astrologers, engineers and researchers in India who believe Vedic astrology deserves both respect and scrutiny."
      />
      <PageSection title="Why we started">
        <Stack gap="md" className={classes.prose}>
          <Text>
            Jyotish, the astrology of India, has guided decisions about marriage, work and travel
            for thousands of years. Yet most of what people meet today is either a one-line sun-sign
            prediction or a long consultation they have no way to judge.
          </Text>
          <Text>
            Kusp began with a simple question: which parts of a birth chart actually line up with
            what happens in people&apos;s lives? To find out we built an open research project,
            where anyone can record the turning points of their life anonymously, and we use what we
            learn to make readings that are personal, specific and honest about their limits.
          </Text>
        </Stack>
      </PageSection>
      <PageSection title="What we do" tinted>
        <CardGrid columns={3}>
          <Stack gap="xs">
            <Title order={3} size="h4">
              Research
            </Title>
            <Text>
              The{' '}
              <Anchor component={Link} to={href('research')}>
                Astrology Research
              </Anchor>{' '}
              project collects birth details and life events, and gives every participant a timeline
              of their life in return.
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h4">
              Consultations
            </Title>
            <Text>
              Verified astrologers answer questions and take chats and video calls, with your chart
              on the screen in front of them.
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h4">
              The Kusp app
            </Title>
            <Text>
              <Anchor component={Link} to={href('app')}>
                The app
              </Anchor>{' '}
              brings daily scores for love, career, finance and health, compatibility checks and
              questions and answers to your phone.
            </Text>
          </Stack>
        </CardGrid>
      </PageSection>
      <PageSection title="What we stand for">
        <CardGrid columns={3}>
          {principles.map((principle) => (
            <Paper key={principle.title} withBorder p="lg" radius="md">
              <Title order={3} size="h4" mb="xs">
                {principle.title}
              </Title>
              <Text>{principle.text}</Text>
            </Paper>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection title="Work with us" tinted>
        <Text className={classes.prose}>
          Astrologers and businesses can{' '}
          <Anchor component={Link} to={href('partners')}>
            partner with Kusp
          </Anchor>
          , engineers can see our{' '}
          <Anchor component={Link} to={href('careers')}>
            open positions
          </Anchor>
          , and anyone can{' '}
          <Anchor component={Link} to={href('contact')}>
            write to us
          </Anchor>
          .
        </Text>
      </PageSection>
    </>
  );
}
