import { Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@kusp/contracts';
import { AppFaq } from '@/features/marketing/components/app-faq';
import classes from '@/features/marketing/components/marketing.module.css';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';
import { ScoreGrid } from '@/features/marketing/components/score-grid';
import { betaFreeMonths, loveScore, scoreRange } from '@/features/marketing/content';
import { siteImages } from '@/features/marketing/images';
import { CardGrid } from '@/features/marketing/components/card-grid';

export default function AppScreen() {
  return (
    <>
      <PageIntro
        title="The Kusp app"
        lead="Your birth chart, read fresh every day. Kusp turns the planets at the moment you were born, and where they are today, into clear scores, practical advice and straight answers."
        image={siteImages.appScores}
        actions={
          <Button component={Link} to={href('appDownload')} size="md" color="yellow" c="dark">
            Try it free for {betaFreeMonths} months
          </Button>
        }
      />
      <PageSection
        title={`Four scores, each from ${scoreRange.min} to ${scoreRange.max}`}
        lead="Every morning the app gives you four numbers for the areas people ask astrologers about most. A high score means the planets favour you; a low one means go gently."
      >
        <ScoreGrid />
        <Stack gap="xs" mt="xl" className={classes.prose}>
          <Title order={3} size="h4">
            Reading your Love Score
          </Title>
          <Text>
            A Love Score above {loveScore.goodAbove} is a good sign: a natural time to plan a date,
            have the important conversation or meet the family. Below {loveScore.warningBelow} is a
            warning: tempers run shorter and misunderstandings come easily, so it is a day for
            patience rather than big decisions. The other scores read the same way.
          </Text>
        </Stack>
      </PageSection>
      <PageSection title="Compatibility" tinted>
        <CardGrid columns={2}>
          <Stack gap="md" className={classes.prose}>
            <Text>
              Add the birth details of a partner, a friend or a business partner, and Kusp sets the
              two charts side by side. It looks at how your ascendants and Moon signs get along, and
              at the traditional points-based match (Ashtakoota, out of 36) that families in India
              have used for generations.
            </Text>
            <List spacing="xs">
              <List.Item>Where the two of you pull the same way, and where you clash.</List.Item>
              <List.Item>Which planets to watch in the months ahead as a couple.</List.Item>
              <List.Item>A plain-language summary, not a wall of jargon.</List.Item>
            </List>
          </Stack>
          <img
            src={siteImages.compatibility.src}
            alt={siteImages.compatibility.alt}
            width={siteImages.compatibility.width}
            height={siteImages.compatibility.height}
            className={classes.image}
            loading="lazy"
          />
        </CardGrid>
      </PageSection>
      <PageSection title="Questions and answers">
        <CardGrid columns={2}>
          <Stack gap="md">
            <Title order={3} size="h4">
              Ask an astrologer
            </Title>
            <Text>
              Will the new job work out? Is this the right year to marry? Type your question in the
              app and an astrologer studies your chart before answering in writing. You can ask
              follow-up questions in the same thread, and every answer says which placements it
              rests on.
            </Text>
          </Stack>
          <Stack gap="md">
            <Title order={3} size="h4">
              Daily advice
            </Title>
            <Text>
              Alongside the scores, a short note tells you what the day favours and what to avoid,
              based on the Moon&apos;s position and your current planetary period. It takes a minute
              to read and is written for your chart, not for everyone born in the same month.
            </Text>
          </Stack>
        </CardGrid>
        <Text mt="xl">
          Prefer to talk? Our astrologers also take chats and video calls:{' '}
          <Anchor component={Link} to={href('userLogin')}>
            chat with an astrologer
          </Anchor>
          .
        </Text>
      </PageSection>
      <PageSection title="Frequently asked questions" tinted>
        <AppFaq />
      </PageSection>
    </>
  );
}
