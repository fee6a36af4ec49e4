import { Button, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { href } from '@kusp/contracts';
import { CopyLinkToMyData } from '@/features/research/components/copy-link';
import { LifeTimeline } from '@/features/research/components/life-timeline';
import { ResearchEntry } from '@/features/research/components/research-entry';
import { useLanguage } from '@/lib/language';

export default function TimelineScreen() {
  const { t } = useTranslation('research');
  const { path } = useLanguage();
  const { referenceId = '' } = useParams();
  return (
    <Container size="lg" py="xl">
      <ResearchEntry referenceId={referenceId}>
        {({ events }) => (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Title order={1}>{t('timeline.title')}</Title>
              <Text c="dimmed" mt="xs" mb="lg">
                {t('timeline.lead')}
              </Text>
              <LifeTimeline referenceId={referenceId} events={events} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack>
                <Button component={Link} to={path(href('dataEntry', { referenceId }))}>
                  {t('timeline.add')}
                </Button>
                <CopyLinkToMyData referenceId={referenceId} />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </ResearchEntry>
    </Container>
  );
}
