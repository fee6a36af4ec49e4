import { Grid, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { courseLanguages } from '@kusp/contracts';
import { CourseCards } from '@/features/enquiries/components/course-cards';
import { EnquiryForm } from '@/features/enquiries/components/enquiry-form';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';

const ways = ['live', 'recordings', 'zodiac'] as const;

export default function LearnAstrologyScreen() {
  const { t } = useTranslation('pages');
  const languages = courseLanguages
    .map((language) => t(`learnAstrology.languages.${language}`))
    .join(t('learnAstrology.or'));
  return (
    <>
      <PageIntro title={t('learnAstrology.title')} lead={t('learnAstrology.lead', { languages })} />
      <PageSection title={t('learnAstrology.howTitle')} lead={t('learnAstrology.howLead')}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <List spacing="xs">
              {ways.map((way) => (
                <List.Item key={way}>{t(`learnAstrology.how.${way}`)}</List.Item>
              ))}
            </List>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Text>{t('learnAstrology.joining')}</Text>
          </Grid.Col>
        </Grid>
      </PageSection>
      <PageSection title={t('learnAstrology.coursesTitle')} tinted>
        <CourseCards />
      </PageSection>
      <PageSection title={t('learnAstrology.enquireTitle')} lead={t('learnAstrology.enquireLead')}>
        <Stack maw={720}>
          <EnquiryForm variant="course" />
        </Stack>
      </PageSection>
    </>
  );
}
