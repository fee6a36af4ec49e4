import { Container, Stack, Text, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { EventForm } from '@/features/research/components/event-form';
import { ResearchEntry } from '@/features/research/components/research-entry';

export default function DataEntryScreen() {
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
                <Title order={1}>{editing ? 'Edit your event' : 'Your life events'}</Title>
                <Text c="dimmed" mt="xs">
                  {editing
                    ? 'Change what you need and save.'
                    : 'Pick an area of life, say what happened and when, and whether it was a negative or a positive time for you. Save each event, then add the next.'}
                </Text>
              </div>
              {eventId && !editing ? (
                <Text>This event is not part of your data.</Text>
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
