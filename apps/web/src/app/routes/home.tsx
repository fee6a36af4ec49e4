import { Button, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@kusp/contracts';
import { ActionCard } from '@/features/marketing/components/action-card';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';
import { betaFreeMonths } from '@/features/marketing/content';
import { siteImages } from '@/features/marketing/images';
import { CardGrid } from '@/features/marketing/components/card-grid';

const offers = [
  {
    title: 'Astrology research',
    text: 'Share your birth details and the moments that shaped your life. We compare them with your chart to learn where astrology holds up, and you get a timeline of your life in return. Your name is never asked for.',
  },
  {
    title: 'Consultations with astrologers',
    text: 'Ask a question, or chat and video-call with an astrologer who reads your chart in the Vedic tradition and explains the reasoning behind every answer.',
  },
  {
    title: 'The Kusp app',
    text: 'Compatibility checks, daily advice, answers to your questions, and four scores from 1 to 10 for love, career, finance and health, all worked out from your own birth chart.',
  },
];

export default function HomeScreen() {
  return (
    <>
      <PageIntro
        title="Vedic astrology you can check for yourself"
        lead="Kusp brings the classical Vedic tradition together with careful research. See how your birth chart lines up with the events of your life, talk to experienced astrologers, and follow your day in the Kusp app."
        image={siteImages.birthChart}
        actions={
          <>
            <Button component={Link} to={href('appDownload')} size="md" color="yellow" c="dark">
              Try the Kusp app
            </Button>
            <Button component={Link} to={href('research')} size="md" variant="white" c="dark">
              Start your research
            </Button>
          </>
        }
      />
      <PageSection
        title="What Kusp offers"
        lead="One birth chart, three ways to use it: add to what we know, ask someone who knows, or check in every day."
      >
        <CardGrid columns={3}>
          {offers.map((offer) => (
            <Paper key={offer.title} withBorder p="lg" radius="md">
              <Title order={3} size="h4" mb="xs">
                {offer.title}
              </Title>
              <Text>{offer.text}</Text>
            </Paper>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection
        title="Free astrology tools"
        lead="No account needed: your chart, today's panchang and a match of two charts, worked out by our own engine."
        tinted
      >
        <CardGrid columns={3}>
          <ActionCard
            title="Free Kundli"
            text="Your birth chart with the planets, nakshatras, all sixteen divisional charts, dasas and mangal dosha."
            to={href('kundli')}
            action="Make my kundli"
          />
          <ActionCard
            title="Today's panchang"
            text="Tithi, nakshatra, yoga and karana, sunrise, rahu kalam and the day's auspicious times for your city."
            to={href('panchang')}
            action="See the panchang"
          />
          <ActionCard
            title="Kundli matching"
            text="The eight kootas of guna milan out of 36 points and mangal dosha for a couple."
            to={href('kundliMatching')}
            action="Match two charts"
          />
        </CardGrid>
      </PageSection>
      <PageSection title="Where would you like to start?">
        <CardGrid columns={4}>
          <ActionCard
            title="Try the app for free"
            text={`The beta is free for ${betaFreeMonths} months. Sign up for Android or iOS and we will write as soon as your place is ready.`}
            to={href('appDownload')}
            action="Join the beta"
          />
          <ActionCard
            title="See what the app can do"
            text="Four daily scores, compatibility with a partner, daily advice and answers to your own questions."
            to={href('app')}
            action="Explore the app"
          />
          <ActionCard
            title="Add your life events"
            text="It takes about 3 minutes. Everyone who takes part enters our weekly drawing for a free 1-hour consultation."
            to={`${href('research')}/#begin`}
            action="Begin now"
          />
          <ActionCard
            title="Read about the research"
            text="Why we test astrology against real lives, and how your answers stay anonymous."
            to={href('research')}
            action="About the research"
          />
        </CardGrid>
      </PageSection>
    </>
  );
}
