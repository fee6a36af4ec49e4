import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, type EventList } from '@kusp/contracts';
import { hasErrorCode } from '@/lib/api-client';
import { useLanguage } from '@/lib/language';
import { useEvents } from '../api/get-events';

/** Loads a research entry by its reference id and hands it on; an unknown id gets a way back. */
export function ResearchEntry({
  referenceId,
  children,
}: {
  referenceId: string;
  children: (entry: EventList) => ReactNode;
}) {
  const { t } = useTranslation('research');
  const { path } = useLanguage();
  const entry = useEvents(referenceId);
  if (entry.isPending) {
    return (
      <Center mih={200}>
        <Loader aria-label={t('entry.loading')} />
      </Center>
    );
  }
  if (entry.isError) {
    const missing = hasErrorCode(entry.error, 'NOT_FOUND');
    return (
      <Stack align="flex-start">
        <Title order={2}>
          {missing ? t('entry.notFoundTitle') : t('messages:generic.somethingWentWrong')}
        </Title>
        <Text>
          {missing ? t('entry.notFoundText') : t('messages:generic.somethingWentWrongTryAgain')}
        </Text>
        <Button component={Link} to={`${path(href('research'))}#begin`}>
          {t('entry.startNew')}
        </Button>
      </Stack>
    );
  }
  return children(entry.data);
}
