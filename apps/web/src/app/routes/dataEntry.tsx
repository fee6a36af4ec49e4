import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { EventForm } from '@/features/research/components/event-form';
import { ResearchEntry } from '@/features/research/components/research-entry';

export default function DataEntryScreen() {
  const { t } = useTranslation('research');
  const { referenceId = '' } = useParams();
  const [search] = useSearchParams();
  const eventId = search.get('eventId') ?? undefined;

  return (
    <Container size="md" py="xl">
      <ResearchEntry referenceId={referenceId}>
        {({ birthDate, events }) => {
          const editing = eventId ? events.find((e) => e.eventId === eventId) : undefined;
          return (
            <Stack gap="lg">
              <div>
                <Title order={1}>{editing ? t('entry.editTitle') : t('entry.title')}</Title>
                <Text c="dimmed" mt="xs">
                  {editing ? t('entry.editLead') : t('entry.lead')}
                </Text>
              </div>
              {eventId && !editing ? (
                <Text>{t('entry.unknownEvent')}</Text>
              ) : (
                <EventForm
                  key={eventId ?? 'new'}
                  referenceId={referenceId}
                  birthDate={birthDate}
                  editing={editing}
                />
              )}
            </Stack>
          );
        }}
      </ResearchEntry>
    </Container>
  );
}
