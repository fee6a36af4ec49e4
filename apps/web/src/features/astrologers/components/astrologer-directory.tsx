import {
  Alert,
  Center,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsultingLanguage } from '@kusp/contracts';
import { errorMessage } from '@/lib/api-client';
import { useAstrologerList } from '../api/get-astrologer-list';
import { AstrologerCard } from './astrologer-card';
import { useLanguageChoices } from '../language-choices';

/**
 * The customer's landing page: every visible astrologer, searchable by first or last name and
 * narrowed to those consulting in a language.
 */
export function AstrologerDirectory() {
  const { t } = useTranslation('astrologers');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [language, setLanguage] = useState<ConsultingLanguage | null>(null);
  const languageChoices = useLanguageChoices();
  const list = useAstrologerList({ search: debounced, language: language ?? undefined });
  return (
    <Stack gap="lg">
      <Title order={1}>{t('routes:astrologerList')}</Title>
      <Group align="flex-end" gap="md">
        <TextInput
          label={t('directory.search')}
          placeholder={t('directory.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={420}
          maw="100%"
        />
        <Select
          label={t('languages:filter')}
          placeholder={t('languages:anyLanguage')}
          data={languageChoices}
          value={language}
          onChange={(value) => setLanguage(value as ConsultingLanguage | null)}
          clearable
          searchable
          w={220}
          maw="100%"
        />
      </Group>
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
