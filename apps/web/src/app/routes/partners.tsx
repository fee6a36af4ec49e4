import { Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@kusp/contracts';
import classes from '@/features/marketing/components/marketing.module.css';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';
import { scoreRange } from '@/features/marketing/content';
import { CardGrid } from '@/features/marketing/components/card-grid';

const reasons = [
  {
    title: 'Clients who come back',
    text: `Kusp users check four scores from ${scoreRange.min} to ${scoreRange.max} (love, career, finance and health) every day. When a score drops or a big decision comes up, they want to talk it through with an astrologer.`,
  },
  {
    title: 'Everything in one place',
    text: 'Answer written questions, take chats and video calls, keep your customers’ horoscopes and see your earnings from a single astrologer portal.',
  },
  {
    title: 'Readings with evidence behind them',
    text: 'Our research tests chart indicators against real life events, and every Kusp score shows the placements behind it, so your consultations start from solid ground.',
  },
];

const steps = [
  'Tell us about yourself or your business through the contact form, choosing the enquiry type Partnerships.',
  'We set up a short call to understand what you offer and agree the terms in writing.',
  'Astrologers create their profile and upload their certificates; we verify them before the profile goes live.',
  'Clients find you in Kusp, ask questions or book chats and video calls, and pay through Kusp. Your earnings are shown in the portal and paid out to you.',
];

export default function PartnersScreen() {
  return (
    <>
      <PageIntro
        title="Partner with Kusp"
        lead="Astrologers, astrology schools and wellness businesses work with Kusp to reach people who want readings that are personal and well reasoned."
        actions={
          <Button component={Link} to={href('contact')} size="md" color="yellow" c="dark">
            Become a partner
          </Button>
        }
      />
      <PageSection title="Why Partner">
        <CardGrid columns={3}>
          {reasons.map((reason) => (
            <Stack key={reason.title} gap="xs">
              <Title order={3} size="h4">
                {reason.title}
              </Title>
              <Text>{reason.text}</Text>
            </Stack>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection title="How does it work?" tinted>
        <List type="ordered" spacing="sm" className={classes.prose}>
          {steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </PageSection>
      <PageSection title="How much does it cost?">
        <Stack gap="md" className={classes.prose}>
          <Text>
            Nothing to join: there is no sign-up fee and no monthly charge. You set your own rates
            for questions, chats and video calls. Kusp keeps a share only of the consultations that
            clients pay for through Kusp, and we agree that share with you before you start, so
            there are no surprises.
          </Text>
          <Text>
            Schools and businesses with other ideas, such as courses or bringing the scores to their
            own members, get a proposal made for them.
          </Text>
          <Button
            component={Link}
            to={href('contact')}
            variant="filled"
            className={classes.cardAction}
          >
            Contact us about partnering
          </Button>
        </Stack>
      </PageSection>
    </>
  );
}
