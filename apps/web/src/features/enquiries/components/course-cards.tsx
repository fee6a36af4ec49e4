import { Badge, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { courseLanguages, courses } from '@kusp/contracts';
import { useLanguage } from '@/lib/language';

/** Each course's topics, by their keys in `pages.learnAstrology.syllabus`. */
const topics: Record<(typeof courses)[number]['code'], readonly string[]> = {
  BASIC: ['signs', 'styles', 'nakshatras', 'strengths'],
  ADVANCED: ['dasa', 'vargas', 'transits', 'compatibility'],
};

/** The two course plans of spec section 9, with their hours, classes and fee. */
export function CourseCards() {
  const { t } = useTranslation('pages');
  const { locale } = useLanguage();
  // Whole rupees: the fees have no paise.
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
            <Title order={3}>{t(`learnAstrology.courses.${course.code}`)}</Title>
            <Text>{t(`learnAstrology.syllabus.${course.code}.lead`)}</Text>
            <Text fz={32} fw={700} c="violet.8" lh={1}>
              {rupees.format(course.fee)}
            </Text>
            <Text size="sm" c="gray.7">
              {t('learnAstrology.hours', {
                hours: course.hours,
                classes: course.classes,
                each: course.hours / course.classes,
              })}
            </Text>
            <List size="sm" spacing={4}>
              {topics[course.code].map((topic) => (
                <List.Item key={topic}>
                  {t(`learnAstrology.syllabus.${course.code}.${topic}`)}
                </List.Item>
              ))}
            </List>
            <Text size="sm">
              {t('learnAstrology.taughtIn')}{' '}
              {courseLanguages.map((language) => (
                // A span: Mantine's badge is a div, which a paragraph cannot hold (the prerendered
                // page would not match).
                <Badge key={language} component="span" variant="light" mr={4}>
                  {t(`learnAstrology.languages.${language}`)}
                </Badge>
              ))}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
