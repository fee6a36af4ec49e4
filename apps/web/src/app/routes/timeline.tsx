import { Button, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { href } from '@kusp/contracts';
import { CopyLinkToMyData } from '@/features/research/components/copy-link';
import { LifeTimeline } from '@/features/research/components/life-timeline';
import { ResearchEntry } from '@/features/research/components/research-entry';

export default function TimelineScreen() {
  const { referenceId = '' } = useParams();
  return (
    <Container size="lg" py="xl">
      <ResearchEntry referenceId={referenceId}>
        {({ events }) => (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Title order={1}>Your timeline</Title>
              <Text c="dimmed" mt="xs" mb="lg">
                Negative times on the left in red, positive ones on the right in green, oldest
                first.
              </Text>
              <LifeTimeline referenceId={referenceId} events={events} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack>
                <Button component={Link} to={href('dataEntry', { referenceId })}>
                  Add new event
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
