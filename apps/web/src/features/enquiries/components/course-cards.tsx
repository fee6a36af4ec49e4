import { Badge, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { courseLanguages, courses } from '@kusp/contracts';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

const syllabus: Record<(typeof courses)[number]['code'], { lead: string; topics: string[] }> = {
  BASIC: {
    lead: 'For complete beginners who want to read a birth chart with confidence.',
    topics: [
      'The twelve signs, nine planets and twelve houses',
      'Drawing the rasi chart in South and North Indian styles',
      'Nakshatras and the Moon sign',
      'Reading strengths and weaknesses of a chart',
    ],
  },
  ADVANCED: {
    lead: 'For students who finished the basic course and want to time events and advise others.',
    topics: [
      'Vimshottari dasa and timing of events',
      'Divisional charts, especially the navamsa',
      'Transits of Saturn and Jupiter, Sade Sati',
      'Compatibility and case studies with real charts',
    ],
  },
};

/** The two course plans of spec section 9, with their hours, classes and fee. */
export function CourseCards() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {courses.map((course) => (
        <Card key={course.code} component="article" withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={3}>{course.title}</Title>
            <Text>{syllabus[course.code].lead}</Text>
            <Text fz={32} fw={700} c="violet.8" lh={1}>
              {rupees.format(course.fee)}
            </Text>
            <Text size="sm" c="gray.7">
              {course.hours} hours in {course.classes} live classes of{' '}
              {course.hours / course.classes} hours
            </Text>
            <List size="sm" spacing={4}>
              {syllabus[course.code].topics.map((topic) => (
                <List.Item key={topic}>{topic}</List.Item>
              ))}
            </List>
            <Text size="sm">
              Taught in{' '}
              {courseLanguages.map((language) => (
                // A span: Mantine's badge is a div, which a paragraph cannot hold (the prerendered
                // page would not match).
                <Badge key={language} component="span" variant="light" mr={4}>
                  {language}
                </Badge>
              ))}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
