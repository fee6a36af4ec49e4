import { Alert, Center, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { useAstrologerList } from '../api/get-astrologer-list';
import { AstrologerCard } from './astrologer-card';

/** The customer's landing page: every visible astrologer, searchable by first or last name. */
export function AstrologerDirectory() {
  const { t } = useTranslation('astrologers');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const list = useAstrologerList(debounced);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('routes:astrologerList')}</Title>
      <TextInput
        label={t('directory.search')}
        placeholder={t('directory.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      {list.isPending ? (
        <Center mih={160}>
          <Loader aria-label={t('directory.loading')} />
        </Center>
      ) : list.isError ? (
        <Alert color="red">{errorMessage(list.error)}</Alert>
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{t('messages:noData')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} aria-busy={list.isFetching}>
          {list.data.map((astrologer) => (
            <AstrologerCard key={astrologer.astrologerId} astrologer={astrologer} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
