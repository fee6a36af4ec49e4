import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { formatCredits, paiseToMillicredits } from '@kusp/contracts';
import { PagedTable } from '@/components/ui/paged-table';
import { formatCountdown } from '@/features/chat/session-rules';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { useSession } from '@/lib/session';
import { usePastCalls } from '../api/get-past-calls';
import { videoScreenTexts as texts } from '../texts';

/**
 * Past calls under the ongoing meetings (issue 42): the caller's own calls that ran and ended,
 * with the other person, the date, how long the call ran and what the customer paid; 10 a page.
 */
export function PastCalls() {
  const me = useSession((s) => s.userId) ?? '';
  const isAstrologer = useSession((s) => s.role) === 'ASTROLOGER';
  const [page, setPage] = useState(0);
  const calls = usePastCalls(me, page);
  const columns = [isAstrologer ? 'Customer' : 'Astrologer', 'Date', 'Duration', 'Cost'];
  return (
    <Stack gap="sm" maw={840} component="section" aria-labelledby="past-calls">
      <Title order={2} size="h4" id="past-calls">
        {texts.pastCalls}
      </Title>
      {calls.isError ? (
        <Alert color="red">{errorMessage(calls.error)}</Alert>
      ) : !calls.data ? (
        <Loader aria-label="Loading past calls" />
      ) : (
        <PagedTable
          label={texts.pastCalls}
          columns={columns}
          minWidth={560}
          page={calls.data}
          onPageChange={setPage}
          rows={calls.data.content.map((call) => ({
            key: call.id,
            cells: [
              isAstrologer ? call.userFullName : call.astrologerName,
              localDateTime(call.startedAt ?? call.createdAt),
              formatCountdown(call.durationSeconds * 1000),
              `${formatCredits(paiseToMillicredits(call.totalAmount))} credits`,
            ],
          }))}
        />
      )}
    </Stack>
  );
}
