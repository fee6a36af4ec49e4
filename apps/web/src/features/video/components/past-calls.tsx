import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paiseToMillicredits } from '@kusp/contracts';
import { useMoneyWords } from '@/components/payments/money-words';
import { PagedTable } from '@/components/ui/paged-table';
import { formatCountdown } from '@/features/chat/session-rules';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useSession } from '@/lib/session';
import { usePastCalls } from '../api/get-past-calls';

/**
 * Past calls under the ongoing meetings (issue 42): the caller's own calls that ran and ended,
 * with the other person, the date, how long the call ran and what the customer paid; 10 a page.
 */
export function PastCalls() {
  const { t } = useTranslation('video');
  const { locale } = useLanguage();
  const money = useMoneyWords();
  const me = useSession((s) => s.userId) ?? '';
  const isAstrologer = useSession((s) => s.role) === 'ASTROLOGER';
  const [page, setPage] = useState(0);
  const calls = usePastCalls(me, page);
  const columns = [isAstrologer ? 'customer' : 'astrologer', 'date', 'duration', 'cost'].map(
    (column) => t(`columns.${column}`),
  );
  return (
    <Stack gap="sm" maw={840} component="section" aria-labelledby="past-calls">
      <Title order={2} size="h4" id="past-calls">
        {t('pastCalls')}
      </Title>
      {calls.isError ? (
        <Alert color="red">{errorMessage(calls.error)}</Alert>
      ) : !calls.data ? (
        <Loader aria-label={t('loadingPastCalls')} />
      ) : (
        <PagedTable
          label={t('pastCalls')}
          columns={columns}
          minWidth={560}
          page={calls.data}
          onPageChange={setPage}
          rows={calls.data.content.map((call) => ({
            key: call.id,
            cells: [
              isAstrologer ? call.userFullName : call.astrologerName,
              localDateTime(call.startedAt ?? call.createdAt, locale),
              formatCountdown(call.durationSeconds * 1000),
              money.credits(paiseToMillicredits(call.totalAmount)),
            ],
          }))}
        />
      )}
    </Stack>
  );
}
