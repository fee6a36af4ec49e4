import { Button, Code, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { AuditEntry } from '@kusp/contracts';
import { PagedTable } from '@/components/ui/paged-table';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { localDateTime } from '@/lib/dates';
import { useAudit } from '../api/get-audit';

const size = 20;
const snapshot = (value: AuditEntry['before']) =>
  value ? <Code block>{JSON.stringify(value, null, 1)}</Code> : '—';

/** The audit record, newest first, filtered by action or record id (exact). */
export function AuditTable() {
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
      <form onSubmit={apply} aria-label="Filter the audit record">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Action"
            placeholder="astrologer.approved"
            value={typed.action}
            onChange={(e) => setTyped({ ...typed, action: e.currentTarget.value })}
          />
          <TextInput
            label="Record id"
            value={typed.recordId}
            onChange={(e) => setTyped({ ...typed, recordId: e.currentTarget.value })}
          />
          <Button type="submit" variant="light">
            Filter
          </Button>
        </Group>
      </form>
      <FormError message={error ? errorMessage(error) : null} />
      <PagedTable
        label="Audit record"
        columns={['When', 'Who', 'Action', 'Record', 'Before', 'After', 'From']}
        minWidth={960}
        rows={(data?.entries ?? []).map((entry) => ({
          key: entry.id,
          cells: [
            localDateTime(entry.at),
            entry.actorName ?? 'System',
            entry.action,
            `${entry.recordType} ${entry.recordId}`,
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
