import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@kusp/contracts';
import classes from '@/features/marketing/components/marketing.module.css';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';
import { useLanguage } from '@/lib/language';

const needs = ['kotlin', 'screens', 'apis', 'curiosity'] as const;

export default function CareersScreen() {
  const { t } = useTranslation('pages');
  const { path } = useLanguage();
  return (
    <>
      <PageIntro title={t('careers.title')} lead={t('careers.lead')} />
      <PageSection title={t('careers.openTitle')}>
        <Paper withBorder p="lg" radius="md" className={classes.prose}>
          <Stack gap="sm">
            <Title order={3}>{t('careers.android')}</Title>
            <Group gap="xs">
              <Badge variant="light" color="violet">
                {t('careers.remote')}
              </Badge>
              <Badge variant="light" color="violet">
                {t('careers.india')}
              </Badge>
            </Group>
            <Text>{t('careers.androidText')}</Text>
            <List spacing="xs">
              {needs.map((need) => (
                <List.Item key={need}>{t(`careers.needs.${need}`)}</List.Item>
              ))}
            </List>
            <Text fw={700}>
              {t('messages:careers.apply')}{' '}
              <Anchor component={Link} to={path(href('contact'))} fw={700}>
                {t('careers.contact')}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      </PageSection>
      <PageSection title={t('careers.howTitle')} tinted>
        <Text className={classes.prose}>{t('careers.how')}</Text>
      </PageSection>
    </>
  );
}
