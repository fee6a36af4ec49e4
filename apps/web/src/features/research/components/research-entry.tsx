import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { href, messages, type EventList } from '@kusp/contracts';
import { hasErrorCode } from '@/lib/api-client';
import { useEvents } from '../api/get-events';

/** Loads a research entry by its reference id and hands it on; an unknown id gets a way back. */
export function ResearchEntry({
  referenceId,
  children,
}: {
  referenceId: string;
  children: (entry: EventList) => ReactNode;
}) {
  const entry = useEvents(referenceId);
  if (entry.isPending) {
    return (
      <Center mih={200}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (entry.isError) {
    const missing = hasErrorCode(entry.error, 'NOT_FOUND');
    return (
      <Stack align="flex-start">
        <Title order={2}>
          {missing ? 'We could not find this entry' : messages.generic.somethingWentWrong}
        </Title>
        <Text>
          {missing
            ? 'Please check the link. Each entry is reached only through its own private link.'
            : messages.generic.somethingWentWrongTryAgain}
        </Text>
        <Button component={Link} to={`${href('research')}#begin`}>
          Start a new entry
        </Button>
      </Stack>
    );
  }
  return children(entry.data);
}
