import { Pagination } from '@mantine/core';
import type { ReactNode } from 'react';
import { paginationLabels } from './pagination-labels';
import { ResponsiveTable } from './responsive-table';

/** A page of a list as the server sends it (zero-based `number`). */
interface PageInfo {
  number: number;
  size: number;
  totalPages: number;
}

/**
 * A page of a list as a responsive table (cards on a phone): a '#' column counting across pages,
 * 'No data found' when empty, and pagination (labelled "{label} pages") when there is more than
 * one page.
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
      <ResponsiveTable
        label={label}
        columns={['#', ...columns]}
        minWidth={minWidth}
        rows={rows.map((row, i) => ({ key: row.key, cells: [first + i + 1, ...row.cells] }))}
      />
      {page && onPageChange && page.totalPages > 1 && (
        <Pagination
          mt="md"
          total={page.totalPages}
          value={page.number + 1}
          onChange={(value) => onPageChange(value - 1)}
          aria-label={`${label} pages`}
          {...paginationLabels(page.number + 1)}
        />
      )}
    </>
  );
}
