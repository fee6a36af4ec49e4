import { Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@kusp/contracts';
import { PagedTable } from '@/components/ui/paged-table';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { useAudit } from '../api/get-audit';

const size = 20;
/** An action to filter by, as the record writes it (an identifier, not a text to translate). */
const exampleAction = 'astrologer.approved';
const snapshot = (value: AuditEntry['before']) =>
  value ? (
    // Wrapped, not scrolled: a phone shows the whole snapshot, and no region needs the keyboard.
    <Code block lang="en" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {JSON.stringify(value, null, 1)}
    </Code>
  ) : (
    '—'
  );

/** The audit record, newest first, filtered by action or record id (exact). */
export function AuditTable() {
  const { t } = useTranslation('operators');
  const { locale } = useLanguage();
  const [page, setPage] = useState(0);
  const [typed, setTyped] = useState({ action: '', recordId: '' });
  const [filter, setFilter] = useState(typed);
  const { data, error } = useAudit({
    page,
    size,
    action: filter.action || undefined,
    recordId: filter.recordId || undefined,
  });
  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    setPage(0);
    setFilter({ action: typed.action.trim(), recordId: typed.recordId.trim() });
  };
  return (
    <Stack gap="md">
      <form onSubmit={apply} aria-label={t('audit.filter')}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('audit.action')}
            placeholder={exampleAction}
            value={typed.action}
            onChange={(e) => setTyped({ ...typed, action: e.currentTarget.value })}
          />
          <TextInput
            label={t('audit.recordId')}
            value={typed.recordId}
            onChange={(e) => setTyped({ ...typed, recordId: e.currentTarget.value })}
          />
          <Button type="submit" variant="light">
            {t('audit.filterButton')}
          </Button>
        </Group>
      </form>
      <FormError message={error ? errorMessage(error) : null} />
      <PagedTable
        label={t('audit.table')}
        columns={(['when', 'who', 'action', 'record', 'before', 'after', 'from'] as const).map(
          (column) => t(`audit.columns.${column}`),
        )}
        minWidth={960}
        rows={(data?.entries ?? []).map((entry) => ({
          key: entry.id,
          cells: [
            localDateTime(entry.at, locale),
            entry.actorName ?? t('audit.system'),
            <Text key="action" span size="sm" lang="en">
              {entry.action}
            </Text>,
            <Text key="record" span size="sm" lang="en">
              {`${entry.recordType} ${entry.recordId}`}
            </Text>,
            snapshot(entry.before),
            snapshot(entry.after),
            entry.address ?? '—',
          ],
        }))}
        page={
          data && { number: data.page, size: data.size, totalPages: Math.ceil(data.total / size) }
        }
        onPageChange={setPage}
      />
    </Stack>
  );
}
