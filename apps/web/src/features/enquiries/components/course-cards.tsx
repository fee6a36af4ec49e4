import { Badge, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { courseLanguages, courses } from '@kusp/contracts';
import { useLanguage } from '@/lib/language';

/** Each course's syllabus: four topics, in the catalogue under courses.{code}.topics. */
const topics = [1, 2, 3, 4] as const;

/** The two course plans of spec section 9, with their hours, classes and fee. */
export function CourseCards() {
  const { t } = useTranslation('enquiries');
  const { locale } = useLanguage();
  // Whole rupees: a fee has no paise.
  const rupees = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {courses.map((course) => (
        <Card key={course.code} component="article" withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Title order={3}>{t(`courses.titles.${course.code}`)}</Title>
            <Text>{t(`courses.${course.code}.lead`)}</Text>
            <Text fz={32} fw={700} c="violet.8" lh={1}>
              {rupees.format(course.fee)}
            </Text>
            <Text size="sm" c="gray.7">
              {t('courses.schedule', {
                hours: course.hours,
                classes: course.classes,
                each: course.hours / course.classes,
              })}
            </Text>
            <List size="sm" spacing={4}>
              {topics.map((topic) => (
                <List.Item key={topic}>{t(`courses.${course.code}.topics.${topic}`)}</List.Item>
              ))}
            </List>
            <Text size="sm">
              {t('courses.taughtIn')}{' '}
              {courseLanguages.map((language) => (
                // A span: Mantine's badge is a div, which a paragraph cannot hold (the prerendered
                // page would not match).
                <Badge key={language} component="span" variant="light" mr={4}>
                  {t(`courses.languages.${language}`)}
                </Badge>
              ))}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
