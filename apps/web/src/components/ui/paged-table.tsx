import { Pagination, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '@kusp/contracts';

/** A page of a list as the server sends it (zero-based `number`). */
interface PageInfo {
  number: number;
  size: number;
  totalPages: number;
}

/**
 * A page of a list as a table: a '#' column counting across pages, 'No data found' when empty, and
 * pagination (labelled "{label} pages") when there is more than one page.
 */
export function PagedTable({
  label,
  columns,
  rows,
  page,
  onPageChange,
  minWidth = 720,
}: {
  label: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ key: string; cells: ReactNode[] }>;
  page?: PageInfo;
  onPageChange?: (pageNumber: number) => void;
  minWidth?: number;
}) {
  const first = page ? page.number * page.size : 0;
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover withTableBorder aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length + 1}>
                  <Text ta="center" c="dimmed" py="md">
                    {messages.noData}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row, i) => (
                <Table.Tr key={row.key}>
                  <Table.Td>{first + i + 1}</Table.Td>
                  {row.cells.map((cell, c) => (
                    <Table.Td key={columns[c]}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {page && onPageChange && page.totalPages > 1 && (
        <Pagination
          mt="md"
          total={page.totalPages}
          value={page.number + 1}
          onChange={(value) => onPageChange(value - 1)}
          aria-label={`${label} pages`}
        />
      )}
    </>
  );
}
