import { Button, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@kusp/contracts';
import classes from '@/features/marketing/components/marketing.module.css';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { PageSection } from '@/features/marketing/components/page-section';
import { scoreRange } from '@/features/marketing/content';
import { CardGrid } from '@/features/marketing/components/card-grid';
import { useLanguage } from '@/lib/language';

const reasons = ['clients', 'one', 'evidence'] as const;
const steps = ['tell', 'call', 'profile', 'clients'] as const;

export default function PartnersScreen() {
  const { t } = useTranslation('pages');
  const { path } = useLanguage();
  return (
    <>
      <PageIntro
        title={t('partners.title')}
        lead={t('partners.lead')}
        actions={
          <Button component={Link} to={path(href('contact'))} size="md" color="yellow" c="dark">
            {t('partners.become')}
          </Button>
        }
      />
      <PageSection title={t('partners.whyTitle')}>
        <CardGrid columns={3}>
          {reasons.map((reason) => (
            <Stack key={reason} gap="xs">
              <Title order={3} size="h4">
                {t(`partners.reasons.${reason}Title`)}
              </Title>
              <Text>{t(`partners.reasons.${reason}Text`, scoreRange)}</Text>
            </Stack>
          ))}
        </CardGrid>
      </PageSection>
      <PageSection title={t('partners.howTitle')} tinted>
        <List type="ordered" spacing="sm" className={classes.prose}>
          {steps.map((step) => (
            <List.Item key={step}>{t(`partners.steps.${step}`)}</List.Item>
          ))}
        </List>
      </PageSection>
      <PageSection title={t('partners.costTitle')}>
        <Stack gap="md" className={classes.prose}>
          <Text>{t('partners.cost1')}</Text>
          <Text>{t('partners.cost2')}</Text>
          <Button
            component={Link}
            to={path(href('contact'))}
            variant="filled"
            className={classes.cardAction}
          >
            {t('partners.contact')}
          </Button>
        </Stack>
      </PageSection>
    </>
  );
}
