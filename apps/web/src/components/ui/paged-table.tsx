import { paginationLabels } from './pagination-labels';
import { Card, em, Pagination, px, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, type ReactNode } from 'react';
import { messages } from '@kusp/contracts';
import classes from './paged-table.module.css';

/** A page of a list as the server sends it (zero-based `number`). */
interface PageInfo {
  number: number;
  size: number;
  totalPages: number;
}

/**
 * A page of a list as a table: a '#' column counting across pages, 'No data found' when empty, and
 * pagination (labelled "{label} pages") when there is more than one page. Below the `sm` breakpoint
 * (where the portal's sidebar folds into the menu) each row is a card of its fields instead, so a
 * phone never scrolls sideways.
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
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${em(Number(px(theme.breakpoints.sm)) - 0.1)})`, false, {
    getInitialValueInEffect: false,
  });
  const first = page ? page.number * page.size : 0;
  const empty = (
    <Text ta="center" c="dimmed" py="md">
      {messages.noData}
    </Text>
  );
  const list = phone ? (
    rows.length === 0 ? (
      empty
    ) : (
      <ul className={classes.cards} aria-label={label}>
        {rows.map((row, i) => (
          <Card component="li" key={row.key} withBorder padding="sm" mb="sm">
            <dl className={classes.fields}>
              <dt>#</dt>
              <dd>{first + i + 1}</dd>
              {row.cells.map((cell, c) => (
                <Fragment key={columns[c]}>
                  <dt>{columns[c]}</dt>
                  <dd>{cell}</dd>
                </Fragment>
              ))}
            </dl>
          </Card>
        ))}
      </ul>
    )
  ) : (
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
              <Table.Td colSpan={columns.length + 1}>{empty}</Table.Td>
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
  );
  return (
    <>
      {list}
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
