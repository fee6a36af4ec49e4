import { Grid, List, Stack, Text } from '@mantine/core';
import { courseLanguages } from '@kusp/contracts';
import { CourseCards } from '@/features/enquiries/components/course-cards';
import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';

export default function LearnAstrologyScreen() {
  return (
    <>
      <PageIntro
        title="Learn Vedic astrology"
        lead={`Live online classes with practising astrologers, in ${courseLanguages.join(' or ')}. Start with the foundations, then learn to time events and read charts for others.`}
      />
      <PageSection
        title="How the courses work"
        lead="Small groups meet online twice a week. Every class mixes theory with real charts, and you get notes and exercises to practise between classes."
      >
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <List spacing="xs">
              <List.Item>Classes are live, so you can ask questions as you go.</List.Item>
              <List.Item>Recordings stay available to you until the course ends.</List.Item>
              <List.Item>
                We use the sidereal zodiac and Lahiri ayanamsa, as the Kusp app does.
              </List.Item>
            </List>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Text>
              To join you need to have completed secondary education. The advanced course builds on
              the basic one, so it is open to students who have completed the basic course.
            </Text>
          </Grid.Col>
        </Grid>
      </PageSection>
      <PageSection title="Courses and fees" tinted>
        <CourseCards />
      </PageSection>
      <PageSection
        title="Enquire about a course"
        lead="Tell us which course and language suit you. We will reply with the next start dates and how to enrol."
      >
        <Stack maw={720}>
          <EnquiryForm variant="course" />
        </Stack>
      </PageSection>
    </>
  );
}
